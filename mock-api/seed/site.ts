import type { Tx } from '../db/client';
import type { SeedContext } from './sites';

/** Seeds parameters, page trees and layouts, logos and popups of both sample sites. */
export async function seedSite(_tx: Tx, _ctx: SeedContext): Promise<void> {}
