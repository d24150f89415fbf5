import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/fr.json';
import { BROWSER_NAMESPACES, CLIENT_NAMESPACES, pickClientMessages, SHELL_CART_KEYS } from './client-messages';
import { compileMessages } from './compile-messages';

const ROOT = path.resolve(import.meta.dirname, '..');
const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** The namespaces a client file reads with `useTranslations('…')`. */
const namespacesOf = (file: string) => [...source(file).matchAll(/useTranslations\('([\w.]+)'\)/g)].map((m) => m[1]!);
/** The keys a file reads with `t('…')`. */
const keysOf = (file: string) => [...source(file).matchAll(/\bt\('(\w+)'/g)].map((m) => m[1]!);

/** The client components of the shell: under the root layout's provider on every page. */
const SHELL_FILES = [
  'components/error-screen.tsx',
  'components/fullscreen-slider/fullscreen-slider.tsx',
  'components/modal/modal-host.tsx',
  'components/progress/progress-bar.tsx',
  'components/shell/online-status.tsx',
  'components/toasts/toast-container.tsx',
  'features/site/components/header/mobile-menu.tsx',
  'features/cart/components/cart-count.tsx',
  'features/cart/components/cart-preview-panel.tsx',
];

describe('the messages every page sends (issue 19)', () => {
  const picked = pickClientMessages(messages);

  it('are the shell’s namespaces only, and of `cart` the badge’s and the preview’s words', () => {
    expect(Object.keys(picked).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(Object.keys(picked.cart!).sort()).toEqual([...SHELL_CART_KEYS].sort());
    // The screens' namespaces ride with their pages only.
    for (const screen of ['auth', 'contact', 'forms', 'checkout', 'account', 'newsletterSignup', 'freeShipping'])
      expect(picked).not.toHaveProperty(screen);
  });

  it('hold every namespace the shell’s client components read', () => {
    for (const file of SHELL_FILES) {
      for (const namespace of namespacesOf(file)) expect(CLIENT_NAMESPACES, file).toContain(namespace);
    }
  });

  it('hold every `cart` word the badge and its preview read', () => {
    const keys = [
      ...keysOf('features/cart/components/cart-count.tsx'),
      ...keysOf('features/cart/components/cart-preview-panel.tsx'),
    ];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(SHELL_CART_KEYS, key).toContain(key);
    for (const key of SHELL_CART_KEYS) expect(messages.cart, key).toHaveProperty(key);
  });
});

/**
 * Whether a compiled message (icu-minify's tree, as the browser receives it) writes a number with ICU's `#`: a part
 * that is the number 0. Parts are strings, 0 (the `#`) or elements: `[name]` an argument, `[name, 1–6, options]` a
 * select, plural, ordinal or formatted value, any other `[name, …children]` a rich-text tag.
 */
function writesPound(parts: unknown): boolean {
  if (typeof parts === 'string') return false;
  return (parts as unknown[]).some((part) => {
    if (part === 0) return true;
    if (!Array.isArray(part)) return false;
    const [, kind, options] = part as [string, unknown, unknown];
    if (kind === undefined) return false;
    if (typeof kind !== 'number' || kind === 0) return writesPound(part.slice(1));
    if (kind <= 3) return Object.values(options as Record<string, unknown>).some(writesPound);
    return false;
  });
}

function poundMessages(tree: unknown, at: string): string[] {
  if (typeof tree === 'string' || Array.isArray(tree)) return writesPound(tree) ? [at] : [];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    poundMessages(value, `${at}.${key}`),
  );
}

describe('the counts the browser writes (issue 19)', () => {
  it('are found by the check: a `#` in a plural, a select or a tag', () => {
    const samples = compileMessages({
      plural: '{n, plural, one {# bouteille} other {# bouteilles}}',
      nested: '{g, select, a {{n, plural, other {<b>#</b>}}} other {x}}',
      shown: '{n, plural, one {{shown} bouteille} other {{shown} bouteilles}}',
      literal: 'Commande n° 12',
    });
    expect(poundMessages(samples, 'sample')).toEqual(['sample.plural', 'sample.nested']);
  });

  it('never use ICU’s `#` in a namespace sent to the browser: `{shown}`, written without Intl', () => {
    const compiled = compileMessages(messages);
    const sent = BROWSER_NAMESPACES.flatMap((namespace) => poundMessages(compiled[namespace], namespace));
    expect(sent).toEqual([]);
    // The check reads every namespace it names, and still finds the server's own `#` counts.
    for (const namespace of BROWSER_NAMESPACES) expect(messages, namespace).toHaveProperty(namespace);
    expect(poundMessages(compiled.api, 'api').length).toBeGreaterThan(0);
  });
});
