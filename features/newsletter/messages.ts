/**
 * What the footer's sign-up reads, for its own provider (components/screen-messages.tsx): its namespace, and of
 * `forms` only the five words it shows (the whole namespace was 1.9 kB on every page of a site with the newsletter).
 */
export const NEWSLETTER_SIGNUP_NAMESPACES = ['forms', 'newsletterSignup'] as const;
export const NEWSLETTER_SIGNUP_KEYS = { forms: ['required', 'email', 'network', 'unexpected', 'sending'] } as const;
