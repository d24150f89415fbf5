// The checkout feature's public surface (issue 14: /commande and /commande/confirmation/<id>, spec §3 "Checkout
// state", §4 "Delivery type", §7 "Orders and delivery"). Routes and other features import only from here.
export * from './click-and-collect';
export * from './payment';
export { CheckoutEntry } from './components/checkout-entry';
export { ConfirmationScreenLazy } from './components/checkout-lazy';
export { CHECKOUT_MESSAGE_NAMESPACES, ORDER_DELIVERY_MESSAGES } from './messages';
export { OrderDelivery, type OrderDeliveryProps } from './components/order-delivery';
export { checkoutSettingsOf, type CheckoutSettings } from './model';
