/** Platform call failures (spec §8), with no dependency: the first-load bundle can check them without axios. */

/**
 * Why a platform call failed (spec §8):
 * - `refused`: the platform answered `success: false` (any status): `message` is the server's message;
 * - `http`: an HTTP error whose body is not an envelope, or an answer that is not the envelope expected;
 * - `network`: no response at all (the raw error is kept as `cause`);
 * - `timeout`: no answer within the time limit of a server-side call (core.ts);
 * - `cancelled`: the caller aborted it — not a failure for loading indicators.
 */
export type PlatformErrorKind = 'refused' | 'http' | 'network' | 'timeout' | 'cancelled';

export class PlatformError extends Error {
  constructor(
    readonly kind: PlatformErrorKind,
    message: string,
    /** HTTP status, or null without a response. */
    readonly status: number | null,
    /** The envelope's data (e.g. per-field errors `{ errors: { email: '…' } }`), or null. */
    readonly data: unknown = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PlatformError';
  }

  /** Per-field messages of a refused form (spec §5 "errors come back per field"). */
  get fieldErrors(): Record<string, string> {
    const errors = (this.data as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
  }
}

export const isPlatformError = (error: unknown): error is PlatformError => error instanceof PlatformError;
