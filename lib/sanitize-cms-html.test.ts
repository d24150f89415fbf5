import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './sanitize-cms-html';

describe('CMS HTML is sanitized before rendering (design.md §5)', () => {
  it.each([
    ['<p>Bonjour</p><script>alert(1)</script>', '<p>Bonjour</p>'],
    [
      '<img src="x.png" onerror="alert(1)" alt="Salon">',
      '<img loading="lazy" decoding="async" src="x.png" alt="Salon" />',
    ],
    ['<a href="javascript:alert(1)">lien</a>', '<a>lien</a>'],
    ['<p style="color:red" class="lead">Texte</p>', '<p class="lead">Texte</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
  ])('%s', (input, expected) => {
    expect(sanitizeCmsHtml(input)).toBe(expected);
  });

  it.each([
    // DOM clobbering: these ids and names would become window.__xss, window.dataLayer, window.addEventListener.
    [
      '<p id="__xss">x</p><img id="dataLayer" src="a.png"><h2 id="addEventListener">t</h2>',
      '<p>x</p><img loading="lazy" decoding="async" src="a.png" /><h2>t</h2>',
    ],
    ['<a name="__xss">x</a><form name="f"></form>', '<a>x</a>'],
    // What an anchor needs is kept; an old <a name> anchor becomes its id.
    [
      '<h2 id="rendez-vous">RDV</h2><a name="tarifs-2025">x</a>',
      '<h2 id="rendez-vous">RDV</h2><a id="tarifs-2025">x</a>',
    ],
    // data: only for pictures.
    ['<img src="data:text/html,<script>top.__xss=1</script>">', '<img loading="lazy" decoding="async" />'],
    [
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">',
      '<img loading="lazy" decoding="async" src="data:image/png;base64,iVBORw0KGgo=" alt="" />',
    ],
  ])('ids, names and data: URLs: %s', (input, expected) => {
    expect(sanitizeCmsHtml(input)).toBe(expected);
  });

  it('treats a link with spaces before its scheme as the external link browsers see', () => {
    expect(sanitizeCmsHtml('<a href=" https://example.com" target="_self">Voir</a>')).toBe(
      '<a href=" https://example.com" target="_blank" rel="noopener noreferrer">Voir</a>',
    );
  });

  it('keeps the structure of a real layout and opens external links safely', () => {
    const html =
      '<section class="hero"><h1>Spa du cheveu</h1><a href="https://example.com">Voir</a><a href="/tarifs-et-prestations">Tarifs</a></section>';
    expect(sanitizeCmsHtml(html)).toBe(
      '<section class="hero"><h1>Spa du cheveu</h1><a href="https://example.com" target="_blank" rel="noopener noreferrer">Voir</a><a href="/tarifs-et-prestations">Tarifs</a></section>',
    );
  });
});
