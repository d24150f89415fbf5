// The cart feature's public surface (spec §4 "Cart", §5 add-to-cart rules, §7 "Cart").
// Other features import only from here.
export { AddToCart, type AddToCartProps } from './components/add-to-cart';
export { CartCount, CartHoverPreview } from './components/cart-count';
// The cart's store, for the checkout (issue 14: its choices are cleared with the cart, and it reads the cart's lines).
export { cartStore, checkoutStorageKey, clearCart, NEW_CART, restoreCart, useCart, type CartState } from './store';
export { useNoCartAnywhere } from './use-no-cart-anywhere';
export { cartQuery } from './api/cart-queries';
export { FreeShippingText } from './components/free-shipping-text';
export { ExpeditionRuleText } from './components/expedition-rule-text';
export { ADD_TO_CART_KEYS, ADD_TO_CART_NAMESPACES } from './messages';
