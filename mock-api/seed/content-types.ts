import type { FormFieldDefinition } from '../db/schema';

// The shape of one site's sample content (seed data files content-salon.ts and content-wine.ts).

export interface SeedNews {
  title: string;
  category: string;
  summary: string;
  daysAgo: number;
  image: string;
  isPromoted?: boolean;
  promoteMessage?: string;
}

export interface SeedEvent {
  title: string;
  summary: string;
  /** Negative: an event in the past. */
  inDays: number;
  hours: number;
  location: string;
  capacity: number;
  registeredCount: number;
  image: string;
}

export interface SeedForm {
  id: number;
  title: string;
  description: string;
  submitLabel: string;
  fields: FormFieldDefinition[];
}

export interface SiteContent {
  news: SeedNews[];
  blogFolders: { id: number; parentId: number | null; title: string; description: string }[];
  articles: { folderId: number; title: string; summary: string; daysAgo: number; author: string }[];
  /** images: [file, name/alt] */
  albums: { id: number; title: string; description: string; images: [string, string][] }[];
  /** Custom forms, with fixed ids (the pages' `cms.config.formId`): salon 1 and 3, wine estate 2. */
  forms: SeedForm[];
  events: SeedEvent[];
  logos: { title: string; url: string; image: string }[];
  links: { title: string; url: string }[];
  reviews: { author: string; rating: number; daysAgo: number; text: string }[];
  /** prices: [label, cents, minutes, starting price?] */
  services: { title: string; tags: string[]; summary: string; prices: [string, number, number | null, boolean?][] }[];
}
