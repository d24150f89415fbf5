import { z } from 'zod';
import type { Translate } from '@/lib/forms/translate';
import { emailField, requiredText } from '@/lib/forms/rules';
import { CONTACT_LIMITS } from './form-values';

export { CONTACT_FIELDS, CONTACT_LIMITS, EMPTY_CONTACT_FORM, toContactBody } from './form-values';

/**
 * The contact form's rules, worded in French, the same as the platform's (it answers per-field errors
 * if they ever differ). `forms` words the generic rules, `contact` the consent.
 */
export function contactFormSchema(forms: Translate, contact: Translate) {
  const text = (max: number) => requiredText(forms, max);
  return z.object({
    firstname: text(CONTACT_LIMITS.name),
    lastname: text(CONTACT_LIMITS.name),
    email: emailField(forms),
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\+?[0-9 .()-]{6,30}$/.test(value), { error: forms('phone') }),
    subject: text(CONTACT_LIMITS.subject),
    message: text(CONTACT_LIMITS.message),
    consent: z.boolean().refine((value) => value, { error: contact('consentRequired') }),
    // The honeypot (hidden from people): whatever a robot put there goes to the platform, which then does nothing.
    website_url: z.string().optional(),
  });
}

export type ContactFormValues = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactFormOutput = z.output<ReturnType<typeof contactFormSchema>>;
