// Spec §2 "/password/reset/ followed by an optional token segment": without a token, the same ask form.
export { default, generateMetadata } from './ask/page';
