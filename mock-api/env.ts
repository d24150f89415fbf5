import { DEFAULT_PAYMENT_HOLD_MINUTES } from './domain/commerce/payment-hold';
import type { ApiConfig } from './http/context';

/** The lowest bcrypt cost the environment may ask for (OWASP: 10 or more). Tests pass a lower one in code only. */
export const MIN_BCRYPT_COST = 10;
/** bcrypt's own ceiling. */
const MAX_BCRYPT_COST = 31;

/** A setting of the environment the API refuses to start with; the message says which and why. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/**
 * BCRYPT_COST (10 when unset). A cost below 10 is refused rather than silently raised: whoever set it
 * expected faster hashes, and should learn that the API will not store weak ones.
 */
export function bcryptCostFromEnv(env: Env = process.env): number {
  const raw = env.BCRYPT_COST?.trim();
  if (!raw) return MIN_BCRYPT_COST;
  const cost = Number(raw);
  if (!Number.isInteger(cost) || cost > MAX_BCRYPT_COST) {
    throw new ConfigError(
      `BCRYPT_COST=${raw} is not a bcrypt cost (a whole number from ${MIN_BCRYPT_COST} to ${MAX_BCRYPT_COST}).`,
    );
  }
  if (cost < MIN_BCRYPT_COST) {
    throw new ConfigError(
      `BCRYPT_COST=${raw} is below the floor of ${MIN_BCRYPT_COST}: password hashes that cheap can be brute-forced. ` +
        `Remove it or set ${MIN_BCRYPT_COST} or more (only tests may pass a lower cost, in code).`,
    );
  }
  return cost;
}

/** RATE_LIMIT_FACTOR (1 when unset): a positive number. */
export function rateLimitFactorFromEnv(env: Env = process.env): number {
  const raw = env.RATE_LIMIT_FACTOR?.trim();
  if (!raw) return 1;
  const factor = Number(raw);
  if (!Number.isFinite(factor) || factor <= 0)
    throw new ConfigError(`RATE_LIMIT_FACTOR=${raw} is not a positive number.`);
  return factor;
}

/** ORDER_PAYMENT_HOLD_MINUTES (30 when unset): how long a card order waiting for its payment holds its stock. */
export function paymentHoldMinutesFromEnv(env: Env = process.env): number {
  const raw = env.ORDER_PAYMENT_HOLD_MINUTES?.trim();
  if (!raw) return DEFAULT_PAYMENT_HOLD_MINUTES;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || minutes <= 0)
    throw new ConfigError(`ORDER_PAYMENT_HOLD_MINUTES=${raw} is not a positive whole number of minutes.`);
  return minutes;
}

/**
 * The settings the API takes from the environment. The dev outbox is on only for ENABLE_DEV_OUTBOX=1:
 * NODE_ENV does not decide (`npm start` runs without NODE_ENV=production, and must not expose reset links).
 */
export function configFromEnv(
  env: Env = process.env,
): Pick<ApiConfig, 'devOutbox' | 'bcryptCost' | 'rateLimitFactor' | 'paymentHoldMinutes'> {
  return {
    devOutbox: env.ENABLE_DEV_OUTBOX?.trim() === '1',
    bcryptCost: bcryptCostFromEnv(env),
    rateLimitFactor: rateLimitFactorFromEnv(env),
    paymentHoldMinutes: paymentHoldMinutesFromEnv(env),
  };
}
