import type { Tx } from '../db/client';
import type { SeedContext } from './sites';

/** Seeds the shop area of both sample sites. */
export async function seedShop(_tx: Tx, _ctx: SeedContext): Promise<void> {}
