import sanitizeHtml from 'sanitize-html';

/**
 * Ids a CMS anchor needs (`#rendez-vous`): lower-case words joined by hyphens. Any other id (or an `<a name>`)
 * becomes a property of `window` (DOM clobbering): `__xss`, `dataLayer`, `tarteaucitronForceCDN`,
 * `addEventListener`… would shadow a global a page script reads. Camel case, underscores and `$` are what
 * script globals look like, and they never pass.
 */
const SAFE_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Browsers ignore leading spaces and control characters in a URL: so does the external-link test. */
const isExternal = (href: string | undefined) => /^[\u0000-\u0020]*https?:/i.test(href ?? '');

/** The only data: URLs kept are pictures in `<img src>` (a data:text/html URL is a page, not an image). */
const isPictureOrNotData = (src: string | undefined) => {
  const compact = (src ?? '').replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return !compact.startsWith('data:') || compact.startsWith('data:image/');
};

/**
 * CMS HTML (page layouts, legal texts, popups, services, the contact screen's extra text) comes from admins
 * through the platform: it is rendered only after this allow-list (design.md §5). No scripts, event handlers,
 * inline styles, frames, forms, javascript: URLs or clobbering ids; links to other sites open safely.
 * tests/security/ runs a few hundred XSS payloads through it (and through every component that renders it).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'section',
    'article',
    'header',
    'footer',
    'aside',
    'nav',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'video',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'lang', 'title', 'aria-label', 'aria-hidden', 'role'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['src', 'srcset', 'type', 'media', 'sizes'],
    video: ['src', 'poster', 'controls', 'muted', 'loop', 'playsinline', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: isExternal(attribs.href) ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = { loading: 'lazy', decoding: 'async', ...attribs };
      if (!isPictureOrNotData(kept.src)) delete kept.src;
      return { tagName, attribs: kept };
    },
    // After the tag's own transform: an old `<a name>` anchor becomes its id; unsafe ids and names go.
    '*': (tagName, attribs) => {
      const kept = { ...attribs };
      if (kept.id === undefined && tagName === 'a' && kept.name !== undefined) kept.id = kept.name;
      delete kept.name;
      if (kept.id !== undefined && !SAFE_ID.test(kept.id)) delete kept.id;
      return { tagName, attribs: kept };
    },
  },
};

export const sanitizeCmsHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
