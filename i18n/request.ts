import { getRequestConfig } from 'next-intl/server';

/** The product has one locale (spec §4): fr_FR, no URL prefix. */
export const LOCALE = 'fr';

export default getRequestConfig(async () => ({
  locale: LOCALE,
  timeZone: 'Europe/Paris',
  messages: (await import('../messages/fr.json')).default,
}));
