import { z } from 'zod';

/** Every platform response: `{ success, data, message }` (spec §7). */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), data, message: z.string() });

export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}
