import { countValues } from '@/lib/format/number';
import type { Translate } from '@/lib/forms/translate';

/**
 * What a failed cart rule says (lib/rules: its code is a `cart` message key, `n` its number), the number written
 * without Intl (`{shown}`: i18n/client-messages.ts says why).
 */
export function ruleMessage(t: Translate, failed: { code: string; values: { n: number } }): string {
  return t(failed.code, countValues(failed.values.n));
}
