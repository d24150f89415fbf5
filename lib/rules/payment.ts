// Payment rules shared by the platform and the storefront: which payment methods a site offers (PAYMENT_METHOD)
// and the checks of a card typed into the test provider's fields. Pure: no I/O, no messages (codes only).

export type PaymentMethod = 'CARD' | 'ON_SITE';
export type DeliveryType = 'DELIVERY' | 'CLICK_AND_COLLECT' | 'NO_DELIVERY' | 'PICKUP';

const ON_SITE_WORDS = new Set(['ON_SITE', 'ONSITE', 'SUR_PLACE']);

/**
 * The methods a PAYMENT_METHOD value names: a list of `CARD` and `ON_SITE` separated by commas, semicolons, pipes
 * or spaces, in any case (`CARD`, `CARD,ON_SITE`, `on_site`). Unknown words are ignored; nothing known (unset,
 * empty, a word of another platform) means card only, the platform's default.
 */
export function paymentMethodsOf(value: string | null | undefined): PaymentMethod[] {
  const words = (value ?? '')
    .toUpperCase()
    .split(/[\s,;|]+/)
    .filter(Boolean);
  const card = words.includes('CARD');
  const onSite = words.some((word) => ON_SITE_WORDS.has(word));
  if (!card && !onSite) return ['CARD'];
  return [...(card ? (['CARD'] as const) : []), ...(onSite ? (['ON_SITE'] as const) : [])];
}

/**
 * The methods an order of this delivery type may use: on-site payment only for click-and-collect (the customer
 * comes to the shop); card wherever the site lists it, and always when nothing else is left (an order can always
 * be paid: a site that named only ON_SITE still takes delivered orders by card).
 */
export function allowedPaymentMethods(value: string | null | undefined, deliveryType: DeliveryType): PaymentMethod[] {
  const methods = paymentMethodsOf(value).filter((m) => m === 'CARD' || deliveryType === 'CLICK_AND_COLLECT');
  return methods.length > 0 ? methods : ['CARD'];
}

// ---- an order's payment status, as a customer reads it ----

export type OrderPaymentStatus = 'PENDING' | 'PAID' | 'ON_SITE' | 'CANCELLED';

/**
 * The payment status to show beside an order's status (issue 14). A cancelled order that was not paid owes nothing:
 * its payment reads CANCELLED even from a platform that left it PENDING (this API before the fix, rows released
 * before its migration) or ON_SITE, so a customer never reads « Annulée » beside « En attente de paiement » or « À
 * régler au retrait ». A paid one stays PAID: money was taken, and its refund is the order status's to tell.
 */
export function shownPaymentStatus(order: { status: string; paymentStatus: OrderPaymentStatus }): OrderPaymentStatus {
  return order.status === 'CANCELLED' && order.paymentStatus !== 'PAID' ? 'CANCELLED' : order.paymentStatus;
}

// ---- the test provider's cards (as card providers' test modes do) ----

/** Test card numbers of the local provider: the outcome is chosen by the number. */
export const TEST_CARDS = {
  success: '4242424242424242',
  refused: '4000000000000002',
  threeDSecure: '4000000000003220',
} as const;

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export type CardErrorCode = 'required' | 'cardNumberInvalid' | 'expiryInvalid' | 'cardExpired' | 'cvcInvalid';
export type CardErrors = Partial<Record<CardField, CardErrorCode>>;

/** The digits of a card number as typed (spaces and dashes dropped), or null when anything else is in it. */
export function cardDigits(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** Luhn's checksum, which every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** `MM/AA` (or `MM/AAAA`, `MM / AA`, `MMAA`) → month and four-digit year, or null. */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Groups a card number's digits by four as it is typed (what the field shows). */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The errors of a card as typed, per field: number of 13 to 19 digits passing Luhn, expiry `MM/AA` not before the
 * current month (`now`), CVC of 3 or 4 digits. Empty when the card can be sent.
 */
export function cardErrors(card: { cardNumber: string; expiry: string; cvc: string }, now: Date): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(card.cardNumber);
  if (!card.cardNumber.trim()) errors.cardNumber = 'required';
  else if (!digits || digits.length < 13 || digits.length > 19 || !luhnValid(digits))
    errors.cardNumber = 'cardNumberInvalid';
  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) errors.expiry = 'required';
  else if (!expiry) errors.expiry = 'expiryInvalid';
  else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    errors.expiry = 'cardExpired';
  if (!card.cvc.trim()) errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'cvcInvalid';
  return errors;
}
