import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client components read. Only these are sent to the browser, so the bundle
 * does not carry every French string of the product. Add a namespace here when a client component
 * of a feature starts using it.
 */
export const CLIENT_NAMESPACES = [
  'errors',
  'forms',
  'contact',
  'auth',
  'promotedNews',
  'newsletterSignup',
  'shell',
  'header',
  'shellUi',
  'cart',
  'freeShipping',
] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]!]));
}

/**
 * Namespaces for one screen's own NextIntlClientProvider, for client screens shown on a single route (e.g.
 * the personal space): their strings ride with that page only, not with every page of the site.
 */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]!]));
}
