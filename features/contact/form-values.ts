import type { ContactBody } from '@/lib/platform/schemas/content';
import type { ContactFormOutput, ContactFormValues } from './schemas';

// The contact form's plain values, without zod: the form imports these at once and loads its rules
// (schemas.ts, zod) only when it first validates.

/** The contract's limits of POST /message (lib/platform/schemas/content.ts contactBodySchema). */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, subject: 200, message: 5000 } as const;

/** The fields in the order they are shown: server errors focus the first one that failed. */
export const CONTACT_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'subject', 'message', 'consent'] as const;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  consent: false,
  website_url: '',
};

/** The body of POST /message from a valid form (an empty phone is left out; the honeypot only when filled). */
export function toContactBody(values: ContactFormOutput): ContactBody {
  return {
    ...(values.website_url ? { website_url: values.website_url } : {}),
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email.toLowerCase(),
    phone: values.phone === '' ? null : values.phone,
    subject: values.subject,
    message: values.message,
    consent: true,
  };
}
