// Newsletter sign-up and its double opt-in confirmation. Other features import only from here.
export { NewsletterSignup } from './components/newsletter-signup';
export { NewsletterConfirmation } from './components/newsletter-confirmation';
