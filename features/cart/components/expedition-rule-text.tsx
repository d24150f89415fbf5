'use client';

import { useTranslations } from 'next-intl';
import type { ExpeditionCheck } from '@/lib/rules/shipping';
import { ruleMessage } from '../rule-message';

/**
 * The expedition limit a cart's bottles break (BOTTLE_MULTIPLE, MINIMUM_ / MAXIMUM_EXPEDITION_BOTTLE, checked by
 * lib/rules/shipping.ts), said the same way in the cart and at the checkout's delivery step: its words are a namespace
 * of their own (`expedition`), sent by both pages' providers.
 */
export function ExpeditionRuleText({ failed }: { failed: Extract<ExpeditionCheck, { ok: false }> }) {
  const t = useTranslations('expedition');
  return ruleMessage(t, failed);
}
