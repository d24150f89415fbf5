import { createHash } from 'node:crypto';

/** SHA-256 hex of a layout's html (UTF-8): what the builder compares to detect concurrent edits. */
export const layoutHash = (html: string) => createHash('sha256').update(html, 'utf8').digest('hex');
