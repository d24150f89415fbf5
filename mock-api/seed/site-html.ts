/** Builds the plain, well-structured html of the seeded layouts (the storefront sanitizes it). */
export interface Block {
  /** The section's anchor, for links to it (`/nous-contacter#rendez-vous`). */
  id?: string;
  h2: string;
  p?: string[];
  list?: string[];
  image?: { src: string; alt: string };
}

export interface SeedPage {
  /** Slug of this level ("balayage"); the url is the parent's url + "/" + slug. */
  slug: string;
  title: string;
  parent?: string;
  menuTitle?: string;
  menuIcon?: string;
  showInMenu?: boolean;
  isFixedOnRight?: boolean;
  isText?: boolean;
  isHome?: boolean;
  isValid?: boolean;
  link?: { type: 'SELF'; url: string; jsCode?: string };
  /** The page's own script (spec §3 Page link.jsCode) on a page with content (link type NONE). */
  jsCode?: string;
  isCustomHeader?: boolean;
  isCustomFooter?: boolean;
  cms?: { route: string; config?: Record<string, unknown> };
  isEcommercePage?: boolean;
  metaDescription?: string;
  layouts?: { name: string; html: string }[];
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One section per block, an optional lead paragraph and hero image. Text is escaped; it is data, not markup.
 * `band`: the introduction is a coloured band (`class="band"`: PRIMARY_COLOR, HEADING_COLOR, FONT_BACKGROUND_COLOR).
 */
export function article(
  h1: string,
  lead: string,
  blocks: Block[],
  hero?: { src: string; alt: string },
  options: { band?: boolean } = {},
): string {
  const parts = [
    `<section class="page-intro${options.band ? ' band' : ''}">`,
    `<h1>${escape(h1)}</h1>`,
    `<p class="lead">${escape(lead)}</p>`,
  ];
  if (hero) parts.push(`<img src="${escape(hero.src)}" alt="${escape(hero.alt)}">`);
  parts.push(`</section>`);
  for (const b of blocks) {
    parts.push(b.id ? `<section id="${escape(b.id)}">` : `<section>`, `<h2>${escape(b.h2)}</h2>`);
    for (const p of b.p ?? []) parts.push(`<p>${escape(p)}</p>`);
    if (b.list?.length) parts.push(`<ul>${b.list.map((li) => `<li>${escape(li)}</li>`).join('')}</ul>`);
    if (b.image) parts.push(`<img src="${escape(b.image.src)}" alt="${escape(b.image.alt)}">`);
    parts.push(`</section>`);
  }
  return parts.join('\n');
}

/** A short introduction shown above a generic screen (product list, news, blog…). */
export const intro = (h1: string, text: string) =>
  `<section class="page-intro">\n<h1>${escape(h1)}</h1>\n<p class="lead">${escape(text)}</p>\n</section>`;
