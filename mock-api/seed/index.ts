import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bcryptCostFromEnv } from '../env';
import { sites } from '../db/schema';
import { seedAccounts } from './accounts';
import { seedContent } from './content';
import { seedCommerce } from './commerce';
import { seedShop } from './shop';
import { seedSite } from './site';
import { seedSites, type SeedContext } from './sites';

/**
 * Seeds the two sample sites (design.md §3) when the database has no site yet,
 * in one transaction: a failed seed leaves nothing half written.
 */
export async function seedIfEmpty(db: Db, options: { bcryptCost?: number } = {}): Promise<boolean> {
  const [existing] = await db.select({ id: sites.id }).from(sites).limit(1);
  if (existing) return false;
  await db.transaction(async (tx) => {
    const ctx: SeedContext = { ...(await seedSites(tx)), bcryptCost: options.bcryptCost ?? bcryptCostFromEnv() };
    await seedSite(tx, ctx);
    await seedContent(tx, ctx);
    await seedShop(tx, ctx);
    await seedCommerce(tx, ctx);
    await seedAccounts(tx, ctx);
    // Rows inserted with explicit ids leave their sequences behind: move every sequence past its max id.
    await tx.execute(sql`
      do $$
      declare r record;
      begin
        for r in
          select c.table_name, c.column_name, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as seq
          from information_schema.columns c
          where c.table_schema = 'public' and c.column_default like 'nextval%'
        loop
          execute format('select setval(%L, greatest((select coalesce(max(%I), 0) from %I), 1))', r.seq, r.column_name, r.table_name);
        end loop;
      end $$;`);
  });
  return true;
}
