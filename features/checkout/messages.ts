import type { BrowserNamespace } from '@/i18n/client-messages';

/**
 * The message namespaces /commande's client screen reads, sent with that page only (its own provider replaces the
 * shell's): `checkout`, the form words, and the cart's sentences the delivery step shows too (features/cart):
 * `freeShipping` (`FreeShippingText`) and `expedition` (`ExpeditionRuleText`).
 */
export const CHECKOUT_MESSAGE_NAMESPACES = ['checkout', 'forms', 'freeShipping', 'expedition'] as const;

/**
 * The words `OrderDelivery` reads, for a screen that shows an order outside the checkout (« Mes commandes »): the
 * confirmation's sentences and, of `checkout`, the collection's only.
 */
export const ORDER_DELIVERY_MESSAGES = {
  namespaces: ['confirmation', 'checkout'],
  keys: { checkout: ['collect'] },
} as const satisfies {
  namespaces: readonly BrowserNamespace[];
  keys: Readonly<Partial<Record<BrowserNamespace, readonly string[]>>>;
};
