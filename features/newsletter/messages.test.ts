import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickMessages } from '@/i18n/client-messages';
import messages from '@/messages/fr.json';
import { NEWSLETTER_SIGNUP_KEYS, NEWSLETTER_SIGNUP_NAMESPACES } from './messages';

const signup = readFileSync(path.resolve(import.meta.dirname, 'components/newsletter-signup.tsx'), 'utf8');

describe('the footer sign-up’s words (issue 19)', () => {
  it('hold every `forms` word the sign-up reads', () => {
    const read = [...signup.matchAll(/\btForms\('(\w+)'/g)].map((m) => m[1]!);
    expect(read.length).toBeGreaterThan(0);
    for (const key of read) expect(NEWSLETTER_SIGNUP_KEYS.forms, key).toContain(key);
    for (const key of NEWSLETTER_SIGNUP_KEYS.forms) expect(messages.forms, key).toHaveProperty(key);
  });

  it('reach the browser alone, beside the sign-up’s own namespace', () => {
    const picked = pickMessages(messages, NEWSLETTER_SIGNUP_NAMESPACES, NEWSLETTER_SIGNUP_KEYS);
    expect(Object.keys(picked.forms!).sort()).toEqual([...NEWSLETTER_SIGNUP_KEYS.forms].sort());
    expect(picked.newsletterSignup).toEqual(messages.newsletterSignup);
  });
});
