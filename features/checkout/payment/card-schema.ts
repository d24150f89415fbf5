import { z } from 'zod';
import type { Translate } from '@/lib/forms/translate';
import { cardErrors } from '@/lib/rules/payment';
import type { CardInput } from './adapter';

/** The card fields in the order they are shown (server errors land there, the first one focused). */
export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc'] as const;

export const EMPTY_CARD: CardInput = { cardNumber: '', expiry: '', cvc: '' };

/**
 * The card fields' zod schema: the same checks as the platform's (lib/rules/payment.ts cardErrors: Luhn, MM/AA not
 * past, 3–4 digit CVC), worded from `checkout.payment`. `now` is read when the form is checked.
 */
export function cardSchema(t: Translate, now: () => Date = () => new Date()) {
  return z.object({ cardNumber: z.string(), expiry: z.string(), cvc: z.string() }).superRefine((card, ctx) => {
    for (const [field, code] of Object.entries(cardErrors(card, now())))
      ctx.addIssue({ code: 'custom', path: [field], message: t(code) });
  });
}
