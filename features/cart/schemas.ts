import { z } from 'zod';

/** The discount-code form of /panier (its messages are keys of the `cart` namespace). */
export const discountCodeSchema = z.object({
  code: z.string().trim().min(1, 'discountRequired').max(64, 'discountTooLong'),
});
