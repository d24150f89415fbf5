import type { Tx } from '../db/client';
import type { SeedContext } from './sites';

/** Seeds carriers, relay points, click-and-collect addresses and schedules, discount codes, countries and cities. */
export async function seedCommerce(_tx: Tx, _ctx: SeedContext): Promise<void> {}
