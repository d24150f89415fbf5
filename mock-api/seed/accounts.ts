import type { Tx } from '../db/client';
import type { SeedContext } from './sites';

/** Seeds the accounts area of both sample sites. */
export async function seedAccounts(_tx: Tx, _ctx: SeedContext): Promise<void> {}
