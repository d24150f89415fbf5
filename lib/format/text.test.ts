import { describe, expect, it } from 'vitest';
import { cropText, decodeEntities, DEFAULT_CROP_LENGTH, htmlToText } from './text';

describe('decodeEntities', () => {
  it.each([
    ['Fish &amp; Chips', 'Fish & Chips'],
    ['&lt;b&gt;', '<b>'],
    ['&quot;Grand&quot; &#39;cru&#39; &apos;x&apos;', "\"Grand\" 'cru' 'x'"],
    ['a&nbsp;b', 'a\u00a0b'],
    ['&#233;t&#xE9; &#X2019;', 'été ’'],
    ['&#128512;', '😀'],
    ['Cr&egrave;me br&ucirc;l&eacute;e &euro; &hellip;', 'Crème brûlée € …'],
    ['&amp;lt;', '&lt;'],
    ['&unknown; &amp &#0; &#xD800; &#1114112;', '&unknown; &amp &#0; &#xD800; &#1114112;'],
  ])('%j → %j', (html, text) => {
    expect(decodeEntities(html)).toBe(text);
  });
});

describe('htmlToText', () => {
  it.each([
    ['<p>Un <strong>grand</strong> vin</p>', 'Un grand vin'],
    ['<p>Premier</p><p>Second</p>', 'Premier Second'],
    ['ligne<br>suivante<br/>fin', 'ligne suivante fin'],
    ['<ul><li>un</li><li>deux</li></ul>', 'un deux'],
    ['mot<b>collé</b>', 'motcollé'],
    ['<a href="/x?a=1&amp;b=2" title="a > b">lien</a>', 'lien'],
    ['avant<script>alert("<p>x</p>")</script>après', 'avant après'],
    ['<style>p { color: red }</style>Texte', 'Texte'],
    ['a<!-- <p>caché</p> -->b', 'a b'],
    ['  plusieurs \n\t espaces&nbsp;&nbsp;ici  ', 'plusieurs espaces ici'],
    ['3 &lt; 5 &amp;&amp; 5 &gt; 3', '3 < 5 && 5 > 3'],
    ['&lt;script&gt;', '<script>'],
    ['a < b', 'a < b'],
  ])('%j → %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('cropText (spec §5: 120 characters by default)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

  it('defaults to 120', () => {
    expect(DEFAULT_CROP_LENGTH).toBe(120);
    const long = 'a'.repeat(200);
    expect(cropText(long)).toBe(`${'a'.repeat(119)}…`);
    expect(cropText(long)).toHaveLength(120);
  });

  it.each<[string, string | null | undefined, number, string]>([
    ['fits: unchanged, no ellipsis', 'Un grand vin', 20, 'Un grand vin'],
    ['exactly max: no ellipsis', 'abcde', 5, 'abcde'],
    ['cut at a word boundary', 'Un grand vin de Bordeaux', 12, 'Un grand…'],
    ['word ending exactly at the room is kept', 'Un grand vin de Bordeaux', 13, 'Un grand vin…'],
    ['word followed by punctuation is kept, the comma dropped', 'Rouge, blanc, rosé', 13, 'Rouge, blanc…'],
    ['cut inside a word falls back, the comma dropped', 'Rouge, blanc, rosé', 12, 'Rouge…'],
    ['one long word is cut inside', 'Anticonstitutionnellement', 10, 'Anticonst…'],
    [
      'short first word, then a long one: cut inside',
      'Le https://example.com/a/very/long/path',
      20,
      'Le https://example…',
    ],
    ['HTML is stripped before counting', '<p>Un <em>grand</em> vin</p>', 12, 'Un grand vin'],
    ['entities count as one character', 'A &amp; B &amp; C', 9, 'A & B & C'],
    ['whitespace collapsed before counting', 'a    b    c', 5, 'a b c'],
    ['max 1', 'abc', 1, '…'],
    ['max 0', 'abc', 0, ''],
    ['fractional max floored', 'Un grand vin de Bordeaux', 12.9, 'Un grand…'],
    ['no surrogate half before the ellipsis', 'aaaaaaaa😀b', 10, 'aaaaaaaa…'],
    ['null', null, 10, ''],
    ['undefined', undefined, 10, ''],
    ['empty', '', 10, ''],
  ])('%s', (_name, html, max, expected) => {
    expect(cropText(html, max)).toBe(expected);
  });

  it.each([10, 30, 50, 119, 120, 121])('never exceeds max = %i', (max) => {
    const text = `<p>${words(80)}</p>`;
    const cropped = cropText(text, max);
    expect(cropped.length).toBeLessThanOrEqual(max);
    expect(cropped.endsWith('…')).toBe(true);
    expect(cropped).toMatch(/^mot0( mot\d+)*…$/);
  });
});
