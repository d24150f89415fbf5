import { isOn, type Parameters } from '@/lib/site/parameters';
import type { RegisterFormSettings } from './schemas';

/** What the site's parameters change in the registration form (public data: the page stays cacheable). */
export function registerFormSettings(parameters: Parameters): RegisterFormSettings {
  return {
    blockMinors: isOn(parameters.BLOCK_MINORS_FROM_REGISTERING),
    askBirthdate: isOn(parameters.ASK_BIRTHDATE_AT_REGISTER),
    onlyMobilePhone: isOn(parameters.ALLOW_ONLY_MOBILE_PHONE),
    newsletter: isOn(parameters.ENABLE_NEWSLETTER),
  };
}
