// The door of the checkout's payment (issue 14): payment options from PAYMENT_METHOD, the card form, and the
// adapter seam a real card provider plugs into.
export { paymentOptionsFor, orderPaymentMethod, type PaymentOption } from './payment-options';
export { CardPaymentForm, type CardPaymentFormProps } from './card-payment-form';
export type { CardInput, PaymentAdapter, PaymentOutcome } from './adapter';
export { createTestPaymentAdapter } from './test-provider';
