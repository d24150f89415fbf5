// Newsletter sign-up and its double opt-in confirmation. Other features import only from here.
export { NewsletterSignup } from './components/newsletter-signup';
export { NEWSLETTER_SIGNUP_KEYS, NEWSLETTER_SIGNUP_NAMESPACES } from './messages';
export { NewsletterConfirmation } from './components/newsletter-confirmation';
