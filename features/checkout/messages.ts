/**
 * The message namespaces /commande's client screen reads, sent with that page only (its own provider replaces the
 * shell's): `checkout`, the form words, and `freeShipping` for the cart's free-delivery sentence, which the delivery
 * step shows (`FreeShippingText` of features/cart).
 */
export const CHECKOUT_MESSAGE_NAMESPACES = ['checkout', 'forms', 'freeShipping'] as const;
