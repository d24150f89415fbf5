import { z } from 'zod';
import { platformRequest } from '@/lib/platform/client';
import { addressTypeSchema, companyAddressSchema } from '@/lib/platform/schemas/shop';
import { pageLayoutSchema, pageNodeSchema } from '@/lib/platform/schemas/site';
import type { AdminSession } from '../session';

// The admin screens' reads on the server, with the admin's own token (never cached: admin data is per visitor
// and must be current — unpublished pages included).

/** GET /admin/page: the whole page tree, unpublished pages included. */
export async function adminPageTree(session: AdminSession) {
  return z.array(pageNodeSchema).parse(await platformRequest(session.platform, { url: '/admin/page' }));
}

/** GET /admin/page/{id}/layout. */
export async function adminLayouts(session: AdminSession, idPage: number) {
  return z
    .array(pageLayoutSchema)
    .parse(await platformRequest(session.platform, { url: `/admin/page/${idPage}/layout` }));
}

/** GET /admin/address/type (spec §6: admin only). */
export async function adminAddressTypes(session: AdminSession) {
  return z.array(addressTypeSchema).parse(await platformRequest(session.platform, { url: '/admin/address/type' }));
}

const companyAddressListSchema = z.object({ items: z.array(companyAddressSchema), total: z.number().int() });

/** GET /company/address (the addresses the types apply to), 100 at most: a company has a handful. */
export async function companyAddresses(session: AdminSession) {
  return companyAddressListSchema.parse(
    await platformRequest(session.platform, { url: '/company/address', params: { page: 1, nbItem: 100 } }),
  ).items;
}
