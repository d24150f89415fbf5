import type { Tx } from '../db/client';
import { newsletterLists, newsletterSubscriptions, users, type UserRole } from '../db/schema';
import { hashPassword } from '../domain/accounts/passwords';
import type { SeedContext } from './sites';

/** The password of every seeded account (local only; listed in the README). */
export const SEED_PASSWORD = 'Motdepasse1!';

interface SeedUser {
  email: string;
  role: UserRole;
  firstname: string;
  lastname: string;
  phone: string;
  birthdate: string | null;
}

const SITE_ACCOUNTS: Record<'salon' | 'wine', { users: SeedUser[]; lists: { name: string; description: string }[] }> = {
  salon: {
    users: [
      {
        email: 'client@salon.test',
        role: 'CUSTOMER',
        firstname: 'Camille',
        lastname: 'Moreau',
        phone: '06 12 34 56 78',
        birthdate: '1991-03-14',
      },
      {
        email: 'admin@salon.test',
        role: 'ADMIN',
        firstname: 'Sophie',
        lastname: 'Lefèvre',
        phone: '06 23 45 67 89',
        birthdate: null,
      },
      {
        email: 'superadmin@salon.test',
        role: 'SUPER_ADMIN',
        firstname: 'Julien',
        lastname: 'Garnier',
        phone: '07 34 56 78 90',
        birthdate: null,
      },
    ],
    lists: [
      {
        name: 'Actualités du salon',
        description: 'Nouvelles prestations, horaires exceptionnels et événements du salon.',
      },
      { name: 'Offres et nouveautés', description: 'Promotions sur les soins et les nouveaux produits capillaires.' },
    ],
  },
  wine: {
    users: [
      {
        email: 'client@vins.test',
        role: 'CUSTOMER',
        firstname: 'Antoine',
        lastname: 'Rousseau',
        phone: '06 45 67 89 01',
        birthdate: '1984-09-27',
      },
      {
        email: 'admin@vins.test',
        role: 'ADMIN',
        firstname: 'Claire',
        lastname: 'Dubois',
        phone: '06 56 78 90 12',
        birthdate: null,
      },
      {
        email: 'superadmin@vins.test',
        role: 'SUPER_ADMIN',
        firstname: 'Étienne',
        lastname: 'Marchand',
        phone: '07 67 89 01 23',
        birthdate: null,
      },
    ],
    lists: [
      { name: 'La lettre du domaine', description: 'Les vendanges, les millésimes et la vie du domaine.' },
      { name: 'Offres et nouveaux millésimes', description: 'Ventes privées, coffrets et sorties de cuvées.' },
    ],
  },
};

async function seedSiteAccounts(tx: Tx, siteId: number, accounts: (typeof SITE_ACCOUNTS)['salon'], bcryptCost: number) {
  const lists = await tx
    .insert(newsletterLists)
    .values(accounts.lists.map((list, position) => ({ siteId, ...list, position })))
    .returning({ id: newsletterLists.id });
  for (const account of accounts.users) {
    const isCustomer = account.role === 'CUSTOMER';
    const [user] = await tx
      .insert(users)
      .values({
        siteId,
        ...account,
        passwordHash: await hashPassword(SEED_PASSWORD, bcryptCost),
        newsletter: isCustomer,
        termsAcceptedAt: new Date(),
      })
      .returning({ id: users.id });
    // The customers read the first list, so the account page has something to show.
    const firstList = lists[0];
    if (isCustomer && user && firstList)
      await tx.insert(newsletterSubscriptions).values({ siteId, userId: user.id, listId: firstList.id });
  }
}

/** Seeds the accounts area of both sample sites: a customer, an ADMIN and a SUPER_ADMIN each, and two newsletter lists. */
export async function seedAccounts(tx: Tx, ctx: SeedContext): Promise<void> {
  await seedSiteAccounts(tx, ctx.salonId, SITE_ACCOUNTS.salon, ctx.bcryptCost);
  await seedSiteAccounts(tx, ctx.wineId, SITE_ACCOUNTS.wine, ctx.bcryptCost);
}
