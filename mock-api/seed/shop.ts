import type { Tx } from '../db/client';
import type { SeedContext } from './sites';

/** Seeds the catalogue of both sample sites: variations, products, declinations, awards, meal icons. */
export async function seedShop(_tx: Tx, _ctx: SeedContext): Promise<void> {}
