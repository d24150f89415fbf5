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
  /** Public base of the image service, e.g. http://localhost:4000/images. */
  imageBaseUrl: string;
  /** GET /dev/outbox exists only outside production. */
  production: boolean;
  bcryptCost: number;
  /**
   * Check every successful reply against its route's `response` schema (contract tests): a reply that
   * drifts from the documented contract becomes a 500 naming the route and the field.
   */
  validateResponses?: boolean;
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
