import { describe, expect, it } from 'vitest';
import format, { type CompiledMessage } from 'icu-minify/format';
import { createTranslator } from 'use-intl/core';
import messages from '@/messages/fr.json';
import { compileMessages } from './compile-messages';

describe('precompiled messages', () => {
  const compiled = compileMessages(messages);

  it('keeps plain strings as they are and compiles ICU messages', () => {
    expect((compiled.shell as Record<string, unknown>).mainMenu).toBe('Menu principal');
    expect(Array.isArray((compiled.albums as Record<string, unknown>).photoCount)).toBe(true);
  });

  it('is plain JSON: React can pass it to client components', () => {
    expect(JSON.parse(JSON.stringify(compiled))).toEqual(compiled);
    const walk = (value: unknown): void => {
      if (value && typeof value === 'object') {
        expect([Object.prototype, Array.prototype]).toContain(Object.getPrototypeOf(value));
        Object.values(value).forEach(walk);
      }
    };
    walk(compiled);
  });

  it('formats like the source messages (as the format-only entry of use-intl does)', () => {
    const fromSource = createTranslator({ locale: 'fr', messages, namespace: 'albums' });
    const expected = [0, 1, 8].map((count) => fromSource('photoCount', { count }));
    expect(expected).toEqual(['Aucune photo', '1 photo', '8 photos']);
    const photoCount = (compiled.albums as Record<string, CompiledMessage>).photoCount!;
    const formatters = {
      getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
        new Intl.DateTimeFormat(...args),
      getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
      getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    };
    expect([0, 1, 8].map((count) => format(photoCount, 'fr', { count }, { formatters }))).toEqual(expected);
  });
});
