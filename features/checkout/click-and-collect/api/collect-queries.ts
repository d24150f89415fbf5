import { queryOptions } from '@tanstack/react-query';
import { browserPlatform } from '@/lib/platform/browser';
import { platformRequest } from '@/lib/platform/client';
import { checkedInDevelopment } from '@/lib/platform/contract-check';
import { COLLECT_ADDRESS_TYPE, isCollectPoint } from '@/lib/rules/collect';
import type { YearMonth } from '../slots';
import type { CollectAddress } from '../schemas';

// The click-and-collect reads (spec §7 "Loaded at start" GET /company/address, "Content" GET /calendar/…), from the
// browser through the storefront's proxy (features/auth/browser-calls.ts lists both). Answers are checked against
// the contract outside production.

const contract = () => import('../schemas');

/** Every click-and-collect query starts with this key. */
export const COLLECT_QUERY_ROOT = ['checkout', 'collect'] as const;

/** A company has a handful of pick-up points: one page of 100 holds them all. */
const ADDRESSES_PAGE = { type: COLLECT_ADDRESS_TYPE, page: 1, nbItem: 100 } as const;

/** The company's pick-up addresses, with their schedules; those without a schedule cannot be chosen and are left out. */
export const collectAddressesQuery = () =>
  queryOptions({
    queryKey: [...COLLECT_QUERY_ROOT, 'addresses'],
    queryFn: async (): Promise<CollectAddress[]> => {
      const raw = await platformRequest(browserPlatform(), { url: '/company/address', params: ADDRESSES_PAGE });
      const answer = await checkedInDevelopment(raw, contract, (schemas) => schemas.collectAddressesSchema);
      return answer.items.filter(isCollectPoint);
    },
    staleTime: 5 * 60_000,
  });

/**
 * One schedule's pick-up dates for a month. Short-lived: the platform drops dates as time passes
 * (now + CLICK_AND_COLLECT_HOURS), and the picker applies the same rule again with its own clock.
 */
export const allowedDatesQuery = (scheduleId: number, { year, month }: YearMonth) =>
  queryOptions({
    queryKey: [...COLLECT_QUERY_ROOT, 'calendar', scheduleId, year, month],
    queryFn: async (): Promise<string[]> => {
      const raw = await platformRequest(browserPlatform(), {
        url: `/calendar/${scheduleId}/date/allowed/${month}/${year}`,
      });
      return checkedInDevelopment(raw, contract, (schemas) => schemas.allowedDatesAnswerSchema);
    },
    staleTime: 60_000,
  });
