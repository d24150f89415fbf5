/**
 * The message namespaces /commande's client screen reads, sent with that page only (its own provider replaces the
 * shell's): `checkout`, the form words, and the cart's sentences the delivery step shows too (features/cart):
 * `freeShipping` (`FreeShippingText`) and `expedition` (`ExpeditionRuleText`).
 */
export const CHECKOUT_MESSAGE_NAMESPACES = ['checkout', 'forms', 'freeShipping', 'expedition'] as const;
