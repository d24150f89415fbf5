import { describe, expect, it } from 'vitest';
import { buildPdf, pdfString, wrap } from './pdf';
import { formatCapacity } from './technical-file';

const decode = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('the PDF writer', () => {
  it('escapes delimiters and writes French characters in WinAnsi octal', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfString('Élevé 12 € œ')).toBe('(\\311lev\\351 12 \\200 \\234)');
    expect(pdfString('日本')).toBe('(??)');
  });

  it('wraps long paragraphs without cutting words', () => {
    const lines = wrap('mot '.repeat(100), 10);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(99);
    expect(lines.join(' ')).toBe('mot '.repeat(100).trim());
  });

  it('builds a structurally valid one-page PDF: ASCII, xref offsets pointing at their objects', () => {
    const bytes = buildPdf(
      [{ text: 'Les Terres Rouges', size: 20, bold: true }, { text: 'Cépages : Cabernet franc' }],
      'Fiche',
    );
    const text = decode(bytes);
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect([...bytes].every((b) => b < 0x80)).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
    expect(text).toContain('(C\\351pages : Cabernet franc) Tj');
  });

  it.each([
    [37.5, 'CENTILITRE', '37,5 cl'],
    [1.5, 'LITER', '1,5 L'],
    [null, null, null],
  ] as const)('formats the capacity %s %s as %s', (capacity, unit, expected) => {
    expect(formatCapacity(capacity, unit)).toBe(expected);
  });
});
