import { getRequestConfig } from 'next-intl/server';
import messages from '../messages/fr.json';
import { compileMessages } from './compile-messages';

/** The product has one locale (spec §4): fr_FR, no URL prefix. */
export const LOCALE = 'fr';

/** Compiled once per server process (see compile-messages.ts). */
const compiled = compileMessages(messages);

export default getRequestConfig(async () => ({
  locale: LOCALE,
  timeZone: 'Europe/Paris',
  messages: compiled,
}));
