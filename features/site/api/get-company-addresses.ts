import { cache } from 'react';
import { z } from 'zod';
import { cachedPublicRead } from '@/lib/cache-tags';
import { platformRequest } from '@/lib/platform/client';
import { companyAddressSchema } from '@/lib/platform/schemas/shop';
import { publicPlatform } from '@/lib/platform/server';

export type CompanyAddress = z.infer<typeof companyAddressSchema>;

const listSchema = z.object({ items: z.array(companyAddressSchema), total: z.number().int() });

/**
 * The company's other addresses (DISPLAY_SECONDARY_ADDRESSES): every address of GET /company/address but the
 * main one — the head office (address type HEAD_OFFICE), else the first in the owner's order — which the footer
 * already shows as COMPANY_ADDRESS. Pure.
 */
export function secondaryAddresses(addresses: readonly CompanyAddress[]): CompanyAddress[] {
  const main = addresses.find((address) => address.type.some((type) => type.value === 'HEAD_OFFICE')) ?? addresses[0];
  return addresses.filter((address) => address !== main);
}

/**
 * GET /company/address (a company has a handful: 100 at most), cached with the site's content tags. A platform
 * that cannot answer costs these addresses, never the page (that failure is not cached).
 */
export const getCompanyAddresses = cache(async (siteId: number): Promise<CompanyAddress[]> => {
  try {
    return await cachedPublicRead(
      siteId,
      'content',
      ['company-addresses', 'all'],
      async () =>
        listSchema.parse(
          await platformRequest(publicPlatform(siteId), { url: '/company/address', params: { page: 1, nbItem: 100 } }),
        ).items,
    );
  } catch {
    return [];
  }
});

/** The footer's addresses (DISPLAY_SECONDARY_ADDRESSES). */
export const getSecondaryAddresses = async (siteId: number): Promise<CompanyAddress[]> =>
  secondaryAddresses(await getCompanyAddresses(siteId));
