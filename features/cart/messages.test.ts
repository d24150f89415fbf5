import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickMessages } from '@/i18n/client-messages';
import messages from '@/messages/fr.json';
import { ADD_TO_CART_KEYS } from './messages';

const ROOT = path.resolve(import.meta.dirname, '../..');
const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** The keys a file reads with `t('…')`. */
const keysOf = (file: string) => [...source(file).matchAll(/\bt\('(\w+)'/g)].map((m) => m[1]!);

describe('the sheet’s add-to-cart words (issue 19)', () => {
  it('hold every `cart` word the form reads, its quantity checks’ messages included', () => {
    const keys: readonly string[] = ADD_TO_CART_KEYS.cart;
    const read = keysOf('features/cart/components/add-to-cart.tsx');
    expect(read.length).toBeGreaterThan(0);
    for (const key of read) expect(keys, key).toContain(key);
    // The checks' codes (lib/rules/cart-rules.ts) are the message keys shown by `t(check.code)`.
    const codes = /QuantityErrorCode = ([^;]+);/.exec(source('lib/rules/cart-rules.ts'))![1]!.match(/'(\w+)'/g)!;
    for (const code of codes) expect(keys).toContain(code.slice(1, -1));
    for (const key of keys) expect(messages.cart, key).toHaveProperty(key);
  });

  it('are picked alone from the namespace', () => {
    const picked = pickMessages(messages, ['cart'], ADD_TO_CART_KEYS);
    expect(Object.keys(picked.cart!).sort()).toEqual([...ADD_TO_CART_KEYS.cart].sort());
  });
});
