// Every rate-limit threshold of the API, in one place. Each is far above what a real customer does (a contact
// message or two, one account, a couple of reset links), and low enough that a script gets little from it.
// `config.rateLimitFactor` (RATE_LIMIT_FACTOR, default 1) multiplies the counts — never the windows, and never
// LOGIN_LIMITS.pair, the documented "5 failures a minute" of POST /login.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** At most `max` events (summed weights) per site, action and key within the last `windowMs`. */
export interface RateRule {
  max: number;
  windowMs: number;
  /** What is counted, for the reader (and the SECURITY.md table). */
  counts: string;
}

/** The anti-automation limits of the anonymous writes, and of failed logins per address. */
export const RATE_LIMITS = {
  loginAddress: {
    max: 30,
    windowMs: 15 * MINUTE,
    counts: 'failed logins from one client address, whatever the e-mail (password spraying)',
  },
  resetAskAddress: { max: 10, windowMs: HOUR, counts: 'PUT /password/reset/ask from one client address' },
  resetAskEmail: {
    max: 3,
    windowMs: HOUR,
    counts: 'PUT /password/reset/ask for one e-mail, known or not, from any address',
  },
  registerAddress: { max: 10, windowMs: HOUR, counts: 'POST /register from one client address' },
  messageAddress: { max: 10, windowMs: HOUR, counts: 'POST /message from one client address' },
  messageEmail: { max: 5, windowMs: HOUR, counts: 'POST /message signed with one e-mail, from any address' },
  formSubmitAddress: { max: 10, windowMs: HOUR, counts: 'POST /forms/{id}/submit from one client address' },
  formUploadAddress: {
    max: 20,
    windowMs: HOUR,
    counts: 'files sent with POST /forms/{id}/submit from one client address',
  },
  elementRegisterAddress: {
    max: 10,
    windowMs: HOUR,
    counts: 'POST /element/{route}/{id}/register from one client address',
  },
  elementRegisterEmail: {
    max: 3,
    windowMs: HOUR,
    counts: 'POST /element/{route}/{id}/register for one e-mail (it is mailed), from any address',
  },
  newsletterAddress: { max: 10, windowMs: HOUR, counts: 'POST /newsletter/subscribe from one client address' },
  newsletterEmail: { max: 5, windowMs: HOUR, counts: 'POST /newsletter/subscribe for one e-mail, from any address' },
} as const satisfies Record<string, RateRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The failed-login limits of POST /login (and of the password confirmations of the account calls). */
export const LOGIN_LIMITS = {
  /** Per site, e-mail and client address: the 6th attempt within a minute is refused (not scaled). */
  pair: { max: 5, windowMs: MINUTE },
  /**
   * Per site and e-mail, whatever the address (many passwords on one account from many addresses): the first
   * `freeFailures` failures of the last `windowMs` cost nothing; after that each attempt must wait
   * `baseDelayMs × 2^(failures − freeFailures)` after the latest failure, at most `maxDelayMs`. A success
   * forgets the failures of its own address only, so an attacker's failures elsewhere keep counting.
   */
  account: { freeFailures: 10, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, windowMs: 24 * HOUR },
} as const;

/** A rule in words for the OpenAPI descriptions, e.g. `10 per hour`, from this table (so they never drift). */
export function perWindow(name: RateLimitName): string {
  const { max, windowMs } = RATE_LIMITS[name];
  const window =
    windowMs === HOUR ? 'hour' : windowMs % HOUR === 0 ? `${windowMs / HOUR} hours` : `${windowMs / MINUTE} minutes`;
  return `${max} per ${window}`;
}

/** A rule's count once scaled (never below 1). */
export const scaledMax = (max: number, factor = 1) => Math.max(1, Math.round(max * factor));
