import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './sanitize-cms-html';

describe('CMS HTML is sanitized before rendering (design.md §5)', () => {
  it.each([
    ['<p>Bonjour</p><script>alert(1)</script>', '<p>Bonjour</p>'],
    ['<img src="x.png" onerror="alert(1)" alt="Salon">', '<img loading="lazy" decoding="async" src="x.png" alt="Salon" />'],
    ['<a href="javascript:alert(1)">lien</a>', '<a>lien</a>'],
    ['<p style="color:red" class="lead">Texte</p>', '<p class="lead">Texte</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
  ])('%s', (input, expected) => {
    expect(sanitizeCmsHtml(input)).toBe(expected);
  });

  it('keeps the structure of a real layout and opens external links safely', () => {
    const html = '<section class="hero"><h1>Spa du cheveu</h1><a href="https://example.com">Voir</a><a href="/tarifs-et-prestations">Tarifs</a></section>';
    expect(sanitizeCmsHtml(html)).toBe(
      '<section class="hero"><h1>Spa du cheveu</h1><a href="https://example.com" target="_blank" rel="noopener noreferrer">Voir</a><a href="/tarifs-et-prestations">Tarifs</a></section>',
    );
  });
});
