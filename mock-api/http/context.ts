import type { Database, Db } from '../db/client';
import type { UserRole } from '../db/schema';

export interface SiteRef {
  id: number;
  name: string;
  isWinemaker: boolean;
  isECommerce: boolean;
}

export interface AuthUser {
  id: number;
  siteId: number;
  email: string;
  role: UserRole;
}

export interface ApiConfig {
  /** Where uploads are written (`<DATA_DIR>/uploads`). */
  uploadDir: string;
  /** The image service's cache: its variants (`tr`, `Accept`) and the drawn seed pictures (IMAGE_CACHE_DIR). */
  imageCacheDir: string;
  /** Public base of the image service, e.g. http://localhost:4000/images. */
  imageBaseUrl: string;
  /**
   * GET /dev/outbox is registered (and documented) only when true: ENABLE_DEV_OUTBOX=1, set by `npm run dev`
   * and the tests, never by `npm start`. Off, the route does not exist (404).
   */
  devOutbox: boolean;
  /** bcrypt cost of new hashes: at least 10 from the environment (mock-api/env.ts); tests may pass less. */
  bcryptCost: number;
  /**
   * Multiplies the thresholds of the anti-automation limits (mock-api/domain/rate-limit-rules.ts), 1 by default
   * (RATE_LIMIT_FACTOR). The shared contract-test API and the Playwright API, which send everything from
   * 127.0.0.1, set it high; the security tests run with 1.
   */
  rateLimitFactor?: number;
  /**
   * Check every successful reply against its route's `response` schema (contract tests): a reply that
   * drifts from the documented contract becomes a 500 naming the route and the field.
   */
  validateResponses?: boolean;
  /**
   * How long a card order waiting for its payment holds its stock, in minutes (ORDER_PAYMENT_HOLD_MINUTES, 30):
   * then it is cancelled and its stock returned (domain/commerce/payment-hold.ts).
   */
  paymentHoldMinutes?: number;
  /** Clock, replaceable in tests (rate limits, token expiry, calendar). */
  now: () => Date;
}

export interface ApiDeps {
  database: Database;
  config: ApiConfig;
}

/** Hono context variables set by the site and auth middleware. */
export interface ApiEnv {
  Variables: {
    db: Db;
    deps: ApiDeps;
    site: SiteRef;
    user: AuthUser | null;
    /** The raw token of the request, if any (for logout). */
    token: string | null;
  };
}
