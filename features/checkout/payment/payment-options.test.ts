import { describe, expect, it } from 'vitest';
import { orderPaymentMethod, paymentOptionsFor } from './payment-options';

describe('paymentOptionsFor', () => {
  it('card only on a card site (the wine estate: PAYMENT_METHOD CARD), whatever the delivery', () => {
    for (const type of ['DELIVERY', 'CLICK_AND_COLLECT', 'NO_DELIVERY', 'PICKUP'] as const)
      expect(paymentOptionsFor('CARD', type)).toEqual(['card']);
  });

  it('card and on-site for click-and-collect on the salon (CARD,ON_SITE), card for the rest', () => {
    expect(paymentOptionsFor('CARD,ON_SITE', 'CLICK_AND_COLLECT')).toEqual(['card', 'on-site']);
    expect(paymentOptionsFor('CARD,ON_SITE', 'DELIVERY')).toEqual(['card']);
  });

  it('card when unset, and on-site alone where the site names it alone', () => {
    expect(paymentOptionsFor(undefined, 'DELIVERY')).toEqual(['card']);
    expect(paymentOptionsFor('ON_SITE', 'CLICK_AND_COLLECT')).toEqual(['on-site']);
  });

  it('maps an option to the paymentMethod of POST /order', () => {
    expect(orderPaymentMethod('card')).toBe('CARD');
    expect(orderPaymentMethod('on-site')).toBe('ON_SITE');
  });
});
