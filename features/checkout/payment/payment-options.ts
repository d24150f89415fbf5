import { allowedPaymentMethods, type DeliveryType } from '@/lib/rules/payment';

export type PaymentOption = 'card' | 'on-site';

/**
 * Which payment options the site offers for this delivery type, from its PAYMENT_METHOD parameter (the rule the
 * platform applies to POST /order, lib/rules/payment.ts): `CARD` → card; `CARD,ON_SITE` → card, and on-site payment
 * for click-and-collect; `ON_SITE` → on-site for click-and-collect, card otherwise (an order can always be paid).
 * Unset or unknown values mean card only. Pure.
 */
export function paymentOptionsFor(paymentMethod: string | undefined, deliveryType: DeliveryType): PaymentOption[] {
  return allowedPaymentMethods(paymentMethod, deliveryType).map((method) => (method === 'CARD' ? 'card' : 'on-site'));
}

/** The `paymentMethod` of POST /order for an option. */
export const orderPaymentMethod = (option: PaymentOption): 'CARD' | 'ON_SITE' =>
  option === 'card' ? 'CARD' : 'ON_SITE';
