import { z } from 'zod';
import messages from '../../../messages/fr.json' with { type: 'json' };
import { idSchema, listOf, listQuery } from './common';

const rules = messages.api.content.rules;

// The contract of the content calls (spec §7 "Content" and "Loaded at start", entities of spec §3):
// news, blog, albums, custom forms, elements per route (events, footer lists), reviews,
// contact messages and services. Dates are ISO 8601 strings.

/** Spec §3 Image: name, externalPath (under the image service), url. */
export const imageSchema = z.object({ name: z.string(), externalPath: z.string(), url: z.string() });
export type Image = z.infer<typeof imageSchema>;

// ---------- News ----------

export const newsItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  summary: z.string(),
  html: z.string(),
  image: imageSchema.nullable(),
  publishedAt: z.string(),
  isPromoted: z.boolean(),
  promoteMessage: z.string().nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListQuerySchema = listQuery({ nbItem: 10 }).extend({
  promoted: z
    .enum(['true', 'false', ''])
    .optional()
    .describe('true: only the promoted item (the newest promoted news), as a one-item list.'),
});
export const newsListSchema = listOf('news', newsItemSchema);
export type NewsList = z.infer<typeof newsListSchema>;

// ---------- Blog ----------

/** Spec §3 Blog ariane: one crumb. `url` is the `<slug>-<id>` segment under the blog page (design.md §4). */
export const arianeItemSchema = z.object({ id: z.number().int(), url: z.string(), name: z.string() });
export type ArianeItem = z.infer<typeof arianeItemSchema>;

export const blogFolderSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  parentId: z.number().int().nullable(),
  /** Articles directly in this folder. */
  articleCount: z.number().int(),
});

/** One folder (or the virtual root: id null) with its sub-folders and breadcrumb. */
export const blogFolderSchema = z.object({
  id: z.number().int().nullable(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  parentId: z.number().int().nullable(),
  folders: z.array(blogFolderSummarySchema),
  ariane: z.array(arianeItemSchema),
});
export type BlogFolder = z.infer<typeof blogFolderSchema>;

export const blogArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  html: z.string(),
  image: imageSchema.nullable(),
  publishedAt: z.string(),
  folderId: z.number().int().nullable(),
  author: z.string(),
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

/** Spec §3 Blog filters: nbItem 12, page 1, orderBy. */
export const blogListQuerySchema = listQuery({ nbItem: 12 });
export const blogFolderListSchema = z.object({
  folder: blogFolderSchema,
  folders: z.array(blogFolderSummarySchema),
  articles: z.array(blogArticleSchema),
  total: z.number().int(),
});
export type BlogFolderList = z.infer<typeof blogFolderListSchema>;

// ---------- Albums ----------

export const albumImageSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  name: z.string(),
  alt: z.string(),
  onlineImage: z.object({ id: z.number().int(), externalPath: z.string(), url: z.string() }),
});
export const albumSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(albumImageSchema),
});
export type Album = z.infer<typeof albumSchema>;
export const albumListQuerySchema = listQuery({ nbItem: 100 });
export const albumListSchema = listOf('albums', albumSchema);

// ---------- Forms ----------

export const formFieldTypes = [
  'text',
  'email',
  'tel',
  'number',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'date',
  'file',
] as const;
export const formFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(formFieldTypes),
  required: z.boolean(),
  placeholder: z.string().optional(),
  /** select and radio: the choices. */
  options: z.array(z.string()).optional(),
  maxLength: z.number().int().optional(),
  /** number: bounds, inclusive. */
  min: z.number().optional(),
  max: z.number().optional(),
  accept: z.array(z.string()).optional(),
  multiple: z.boolean().optional(),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const customFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  submitLabel: z.string(),
  fields: z.array(formFieldSchema),
});
export type CustomForm = z.infer<typeof customFormSchema>;

/**
 * A form answer (multipart): one form key per field name, or one key `answers` holding the
 * JSON-encoded object of all values (spec §7: object values are JSON-encoded). Checkboxes are
 * `true`/`false`. Files go under the file field's name, or under `image` (one) / `images`
 * (several), which mean the form's first file field.
 */
/**
 * A honeypot: a field the storefront's forms hide from people (visually hidden, aria-hidden, out of the tab
 * order, no autofill), that form-filling robots fill. A call with it filled answers the usual success and
 * does nothing. Named so that no browser autofills it.
 */
export const HONEYPOT_FIELD = 'website_url';
export const honeypotSchema = z
  .string()
  .max(2000)
  .optional()
  .describe(
    'Leave it out or empty. A honeypot hidden from people: when filled, the call answers its usual success and stores or sends nothing.',
  );

export const formSubmitBodySchema = z
  .record(z.string().max(64), z.unknown())
  .and(z.object({ [HONEYPOT_FIELD]: honeypotSchema }))
  .describe(
    `The answers (one key per field name, or \`answers\`), plus the optional honeypot \`${HONEYPOT_FIELD}\`: not a field name a form may use.`,
  );
export const formSubmitResponseSchema = z.object({ id: z.number().int() });

// ---------- Elements ----------

export const elementRouteSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: messages.api.errors.invalidParams })
  .describe('The list of elements, e.g. evenements, logo-footer, link-footer.');
export const elementParamsSchema = z.object({ route: elementRouteSchema });
export const elementItemParamsSchema = z.object({ route: elementRouteSchema, id: idSchema });

export const elementSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  html: z.string(),
  image: imageSchema.nullable(),
  url: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  location: z.string().nullable(),
  capacity: z.number().int().nullable(),
  registeredCount: z.number().int(),
  /** null when there is no seat limit. */
  remainingSeats: z.number().int().nullable(),
  isFull: z.boolean(),
  /** Registration possible now: open, not started yet and not full. */
  isRegistrationOpen: z.boolean(),
});
export type Element = z.infer<typeof elementSchema>;
/** Spec §9: element page size 24 (footer lists ask nbItem 100). */
export const elementListQuerySchema = listQuery({ nbItem: 24 });
export const elementListSchema = listOf('items', elementSchema);

const nameField = z.string().trim().min(1).max(100);
const emailField = z.string().trim().toLowerCase().pipe(z.email().max(254));
const phoneField = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[0-9 .()-]{6,30}$/, { error: rules.phone });
const optionalPhone = z.union([z.literal('').transform(() => null), phoneField]).nullish();

export const registerElementBodySchema = z.object({
  firstname: nameField,
  lastname: nameField,
  email: emailField,
  phone: optionalPhone,
  seats: z.coerce.number().int().min(1).max(10).default(1),
});
export type RegisterElementBody = z.input<typeof registerElementBodySchema>;
export const registerElementResponseSchema = z.object({
  id: z.number().int(),
  seats: z.number().int(),
  remainingSeats: z.number().int().nullable(),
});

// ---------- Reviews ----------

export const reviewsQuerySchema = listQuery({ nbItem: 100 }).extend({
  from: z
    .union([z.literal(''), z.iso.date()])
    .optional()
    .describe('yyyy-mm-dd: only the reviews published on or after this day.'),
});
export const reviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  authorPhoto: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  publishedAt: z.string(),
});
export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  /** Average rating of the matching reviews, one decimal; null when there is none. */
  averageRating: z.number().nullable(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

// ---------- Contact ----------

export const contactBodySchema = z.object({
  firstname: nameField,
  lastname: nameField,
  email: emailField,
  phone: optionalPhone,
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
  consent: z.literal(true, { error: rules.consentRequired }),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type ContactBody = z.input<typeof contactBodySchema>;
export const contactResponseSchema = z.object({ id: z.number().int() });

// ---------- Services ----------

export const serviceListQuerySchema = listQuery({ nbItem: 100 }).extend({
  tag: z.string().max(500).optional().describe('Comma list of tags: services having any of them.'),
});
export const servicePriceSchema = z.object({
  label: z.string(),
  /** Euros, 2 decimals. */
  price: z.number(),
  /** "à partir de". */
  isStartingPrice: z.boolean(),
  durationMinutes: z.number().int().nullable(),
});
export const serviceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  html: z.string(),
  image: imageSchema.nullable(),
  tags: z.array(z.string()),
  prices: z.array(servicePriceSchema),
});
export type Service = z.infer<typeof serviceSchema>;
export const serviceListSchema = listOf('services', serviceSchema);
