import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { t, type ApiMessageKey, type MessageValues } from '../i18n';

/**
 * A refusal the client can act on: becomes a 4xx envelope
 * `{ success: false, data, message }` with a French message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Extra detail for the client, e.g. per-field errors `{ email: '…' }`. */
    readonly data: unknown = null,
  ) {
    super(message);
  }

  static of(status: ContentfulStatusCode, key: ApiMessageKey, values?: MessageValues, data?: unknown) {
    return new ApiError(status, t(key, values), data ?? null);
  }
}

export const badRequest = (key: ApiMessageKey, values?: MessageValues, data?: unknown) =>
  ApiError.of(400, key, values, data);
export const unauthorized = () => ApiError.of(401, 'errors.unauthorized');
export const forbidden = () => ApiError.of(403, 'errors.forbidden');
export const notFound = (key: ApiMessageKey = 'errors.notFound', values?: MessageValues) =>
  ApiError.of(404, key, values);
export const conflict = (key: ApiMessageKey, values?: MessageValues, data?: unknown) =>
  ApiError.of(409, key, values, data);
