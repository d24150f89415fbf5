import { ORDER_DELIVERY_MESSAGES } from '@/features/checkout';

/**
 * The words /mon-compte's client screen reads, sent with that page only (its own provider replaces the shell's):
 * `account`, the log-in's and the forms' words, and the checkout's for an order's payment status and delivery block
 * (the orders list).
 */
export const ACCOUNT_MESSAGES = {
  namespaces: ['account', 'auth', 'forms', ...ORDER_DELIVERY_MESSAGES.namespaces],
  keys: ORDER_DELIVERY_MESSAGES.keys,
} as const;
