import { describe, expect, it } from 'vitest';
import { compareLines, decideSave, MAX_DIFF_LINES, resolveConflict } from './conflict';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

describe('decideSave (never overwrite silently)', () => {
  it('saves with the opened hash when the platform reports no change', () => {
    expect(decideSave(A, { changed: false, hash: A })).toEqual({ kind: 'save', hash: A });
  });
  it('is a conflict when the platform says the layout changed', () => {
    expect(decideSave(A, { changed: true, hash: B })).toEqual({ kind: 'conflict', theirHash: B });
  });
  it('is a conflict when the stored hash differs even if the flag says otherwise', () => {
    expect(decideSave(A, { changed: false, hash: B })).toEqual({ kind: 'conflict', theirHash: B });
  });
  it('compares hashes case-insensitively', () => {
    expect(decideSave(A.toUpperCase(), { changed: false, hash: A }).kind).toBe('save');
  });
});

describe('resolveConflict', () => {
  const theirs = { html: '<p>eux</p>', hash: B };
  it('"reload theirs" replaces the edit with the stored version', () => {
    expect(resolveConflict('reload-theirs', '<p>moi</p>', theirs)).toEqual({
      html: '<p>eux</p>',
      baseHtml: '<p>eux</p>',
      baseHash: B,
    });
  });
  it('"overwrite" keeps my html but bases it on the version I have now seen', () => {
    expect(resolveConflict('overwrite', '<p>moi</p>', theirs)).toEqual({
      html: '<p>moi</p>',
      baseHtml: '<p>eux</p>',
      baseHash: B,
    });
  });
});

describe('compareLines', () => {
  it('marks lines only in the stored version and only in mine', () => {
    expect(compareLines('<h1>T</h1>\n<p>eux</p>\n<p>fin</p>', '<h1>T</h1>\n<p>moi</p>\n<p>fin</p>')).toEqual([
      { kind: 'same', text: '<h1>T</h1>' },
      { kind: 'theirs', text: '<p>eux</p>' },
      { kind: 'mine', text: '<p>moi</p>' },
      { kind: 'same', text: '<p>fin</p>' },
    ]);
  });
  it('keeps every line of both sides', () => {
    const changes = compareLines('x\ny', 'y\nz')!;
    expect(changes.filter((c) => c.kind !== 'mine').map((c) => c.text)).toEqual(['x', 'y']);
    expect(changes.filter((c) => c.kind !== 'theirs').map((c) => c.text)).toEqual(['y', 'z']);
  });
  it('gives up line by line on huge versions', () => {
    expect(compareLines('x\n'.repeat(MAX_DIFF_LINES + 1), 'y')).toBeNull();
  });
});
