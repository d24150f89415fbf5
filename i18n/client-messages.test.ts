import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/fr.json';
import { CLIENT_NAMESPACES, pickClientMessages, SHELL_CART_KEYS } from './client-messages';

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
