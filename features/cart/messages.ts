/**
 * The namespaces the client parts of the cart screen read (its lines, the discount form, the free-delivery sentence,
 * the expedition limits): /panier's own provider carries them (components/screen-messages.tsx). The shell keeps only
 * the badge's and the preview's words of `cart` (i18n/client-messages.ts).
 */
export const CART_SCREEN_NAMESPACES = ['cart', 'freeShipping', 'expedition', 'forms'] as const;

/** The sheet's buying block: the add-to-cart form's words of `cart`, its quantity checks' messages included. */
export const ADD_TO_CART_NAMESPACES = ['cart'] as const;
export const ADD_TO_CART_KEYS = {
  cart: [
    'quantity',
    'decrease',
    'increase',
    'addToCart',
    'adding',
    'productAdded',
    'genericError',
    'offline',
    // lib/rules/cart-rules.ts QuantityErrorCode
    'quantityPositive',
    'multipleOf',
    'stock',
    'multipleOfBottles',
  ],
} as const;
