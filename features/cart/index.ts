// The cart feature's public surface (spec §4 "Cart", §5 add-to-cart rules, §7 "Cart").
// Other features import only from here.
export { AddToCart, type AddToCartProps } from './components/add-to-cart';
export { CartCount, CartHoverPreview } from './components/cart-count';
