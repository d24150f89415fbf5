// Newsletter sign-up and its double opt-in confirmation. Other features import only from here.
export { NewsletterSignup } from './components/newsletter-signup';
/** What the sign-up's client parts read: its own provider carries them (components/screen-messages.tsx). */
export const NEWSLETTER_SIGNUP_NAMESPACES = ['forms', 'newsletterSignup'] as const;
export { NewsletterConfirmation } from './components/newsletter-confirmation';
