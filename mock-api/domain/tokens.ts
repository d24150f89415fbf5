import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (256 bits). */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is stored instead of a token: a leaked table gives no usable session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
