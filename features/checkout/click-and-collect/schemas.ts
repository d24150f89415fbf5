import { z } from 'zod';
import { listOf } from '@/lib/platform/schemas/common';
import { companyAddressSchema } from '@/lib/platform/schemas/shop';

// The answers the picker reads, as the contract describes them (mock-api/routes/shop.ts). Loaded lazily by
// api/collect-queries.ts, so zod stays out of the checkout's first load in production.

/** GET /company/address?type=CLICK_AND_COLLECT. */
export const collectAddressesSchema = listOf('items', companyAddressSchema);
export type CollectAddress = z.infer<typeof companyAddressSchema>;

/** GET /calendar/{id}/date/allowed/{month}/{year}: the month's pick-up dates, yyyy-mm-dd. */
export const allowedDatesAnswerSchema = z.array(z.iso.date());
