import { z } from 'zod';
import type { ContactBody } from '@/lib/platform/schemas/content';
import type { Translate } from '@/lib/forms/translate';

/** The contract's limits of POST /message (lib/platform/schemas/content.ts contactBodySchema). */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, subject: 200, message: 5000 } as const;

/** The fields in the order they are shown: server errors focus the first one that failed. */
export const CONTACT_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'subject', 'message', 'consent'] as const;

/**
 * The contact form's rules, worded in French, the same as the platform's (it answers per-field errors
 * if they ever differ). `forms` words the generic rules, `contact` the consent.
 */
export function contactFormSchema(forms: Translate, contact: Translate) {
  const text = (max: number) =>
    z
      .string()
      .trim()
      .min(1, { error: forms('required') })
      .max(max, { error: forms('tooLong', { max }) });
  return z.object({
    firstname: text(CONTACT_LIMITS.name),
    lastname: text(CONTACT_LIMITS.name),
    email: text(CONTACT_LIMITS.email).pipe(z.email({ error: forms('email') })),
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\+?[0-9 .()-]{6,30}$/.test(value), { error: forms('phone') }),
    subject: text(CONTACT_LIMITS.subject),
    message: text(CONTACT_LIMITS.message),
    consent: z.boolean().refine((value) => value, { error: contact('consentRequired') }),
  });
}

export type ContactFormValues = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactFormOutput = z.output<ReturnType<typeof contactFormSchema>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { firstname: '', lastname: '', email: '', phone: '', subject: '', message: '', consent: false };

/** The body of POST /message from a valid form (an empty phone is left out). */
export function toContactBody(values: ContactFormOutput): ContactBody {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email.toLowerCase(),
    phone: values.phone === '' ? null : values.phone,
    subject: values.subject,
    message: values.message,
    consent: true,
  };
}
