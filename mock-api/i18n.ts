import { createTranslator } from 'next-intl';
import messages from '../messages/fr.json' with { type: 'json' };

/**
 * The API speaks French like the storefront: every message it sends comes from
 * messages/fr.json (namespace `api`), so the wording lives in one file.
 */
const translator = createTranslator({ locale: 'fr', messages, namespace: 'api' });

export type ApiMessageKey = Parameters<typeof translator>[0];
export type MessageValues = Record<string, string | number | Date>;

export function t(key: ApiMessageKey, values?: MessageValues): string {
  return translator(key, values as never);
}
