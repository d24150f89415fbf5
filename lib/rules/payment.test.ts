import { describe, expect, it } from 'vitest';
import {
  allowedPaymentMethods,
  cardErrors,
  formatCardNumber,
  luhnValid,
  parseExpiry,
  paymentMethodsOf,
  shownPaymentStatus,
  TEST_CARDS,
} from './payment';

describe('paymentMethodsOf (PAYMENT_METHOD)', () => {
  it.each([
    [undefined, ['CARD']],
    ['', ['CARD']],
    ['CARD', ['CARD']],
    ['PAYPAL', ['CARD']],
    ['CARD,ON_SITE', ['CARD', 'ON_SITE']],
    ['on_site; card', ['CARD', 'ON_SITE']],
    ['ON_SITE', ['ON_SITE']],
    ['sur_place', ['ON_SITE']],
  ])('%j → %j', (value, methods) => {
    expect(paymentMethodsOf(value)).toEqual(methods);
  });
});

describe('allowedPaymentMethods', () => {
  it('offers on-site payment for click-and-collect only', () => {
    expect(allowedPaymentMethods('CARD,ON_SITE', 'CLICK_AND_COLLECT')).toEqual(['CARD', 'ON_SITE']);
    expect(allowedPaymentMethods('CARD,ON_SITE', 'DELIVERY')).toEqual(['CARD']);
    expect(allowedPaymentMethods('CARD,ON_SITE', 'PICKUP')).toEqual(['CARD']);
    expect(allowedPaymentMethods('CARD,ON_SITE', 'NO_DELIVERY')).toEqual(['CARD']);
  });

  it('falls back to card when the site names on-site payment alone and the order is not collected', () => {
    expect(allowedPaymentMethods('ON_SITE', 'CLICK_AND_COLLECT')).toEqual(['ON_SITE']);
    expect(allowedPaymentMethods('ON_SITE', 'DELIVERY')).toEqual(['CARD']);
  });
});

describe('card checks', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const good = { cardNumber: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' };

  it('accepts the test cards, this month and 4-digit years', () => {
    for (const number of Object.values(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
    expect(cardErrors(good, now)).toEqual({});
    expect(cardErrors({ ...good, expiry: '12 / 2030', cvc: '1234' }, now)).toEqual({});
    expect(cardErrors({ ...good, expiry: '1230' }, now)).toEqual({});
  });

  it('names each wrong field', () => {
    expect(cardErrors({ cardNumber: '', expiry: '', cvc: '' }, now)).toEqual({
      cardNumber: 'required',
      expiry: 'required',
      cvc: 'required',
    });
    expect(cardErrors({ cardNumber: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' }, now)).toEqual({
      cardNumber: 'cardNumberInvalid',
      expiry: 'cardExpired',
      cvc: 'cvcInvalid',
    });
    expect(cardErrors({ ...good, cardNumber: '4242 abcd', expiry: '13/30' }, now)).toEqual({
      cardNumber: 'cardNumberInvalid',
      expiry: 'expiryInvalid',
    });
  });

  it('parses and formats', () => {
    expect(parseExpiry('3/27')).toEqual({ month: 3, year: 2027 });
    expect(parseExpiry('00/27')).toBeNull();
    expect(parseExpiry('123')).toBeNull();
    expect(formatCardNumber('4000000000003220')).toBe('4000 0000 0000 3220');
  });
});

describe('shownPaymentStatus (issue 14: a cancelled order is never « en attente de paiement »)', () => {
  it.each([
    ['PENDING_PAYMENT', 'PENDING', 'PENDING'],
    ['PAID', 'PAID', 'PAID'],
    ['PROCESSING', 'ON_SITE', 'ON_SITE'],
    ['CANCELLED', 'CANCELLED', 'CANCELLED'],
    // A platform that leaves the payment as it was when it cancels an unpaid order.
    ['CANCELLED', 'PENDING', 'CANCELLED'],
    ['CANCELLED', 'ON_SITE', 'CANCELLED'],
    // Money was taken: the payment still says so.
    ['CANCELLED', 'PAID', 'PAID'],
  ] as const)('status %s, payment %s → %s', (status, paymentStatus, shown) => {
    expect(shownPaymentStatus({ status, paymentStatus })).toBe(shown);
  });
});
