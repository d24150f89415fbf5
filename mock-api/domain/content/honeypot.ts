import { max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages, formAnswers } from '../../db/schema';
import { HONEYPOT_FIELD } from '../../../lib/platform/schemas/content';

/**
 * Whether a robot filled the honeypot (lib/platform/schemas/content.ts HONEYPOT_FIELD): the call then answers
 * its usual success and does nothing, so the robot learns nothing to adapt to.
 */
export function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}

/** The id a robot is answered with: the one the next stored row would have, nothing stored. */
export async function decoyId(db: DbOrTx, table: typeof contactMessages | typeof formAnswers): Promise<{ id: number }> {
  const [row] = await db.select({ last: max(table.id) }).from(table);
  return { id: Number(row?.last ?? 0) + 1 };
}
