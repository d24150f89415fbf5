import sanitizeHtml from 'sanitize-html';

/**
 * CMS HTML (page layouts) comes from admins through the platform: it is rendered only after this
 * allow-list (design.md §5). No scripts, event handlers, inline styles, frames or javascript: URLs;
 * links to other sites open safely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img', 'figure', 'figcaption', 'picture', 'source', 'section', 'article', 'header', 'footer', 'aside', 'nav',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'video',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'lang', 'title', 'aria-label', 'aria-hidden', 'role'],
    a: ['href', 'name', 'target', 'rel'],
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
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', decoding: 'async', ...attribs } }),
  },
};

export const sanitizeCmsHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
