import type { Tx } from '../db/client';
import type { SeedContext } from './sites';

/** Seeds the content area of both sample sites. */
export async function seedContent(_tx: Tx, _ctx: SeedContext): Promise<void> {}
