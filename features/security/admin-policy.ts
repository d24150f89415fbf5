import { createHash, randomBytes } from 'node:crypto';
import { PRE_PAINT_MARKS } from '@/features/site-frame';
import { adminContentSecurityPolicy } from './content-security-policy';

/** A CSP hash source for an inline script's exact text: `'sha256-<base64>'`. */
export const inlineScriptHash = (source: string): string =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The inline scripts every admin page carries that Next does not put the nonce on: the root layout's head script. */
const ADMIN_INLINE_SCRIPTS = [inlineScriptHash(PRE_PAINT_MARKS)];

/** A fresh nonce: 128 random bits, base64 (what Next's nonce pattern accepts). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The policy of one admin response (issue 12 §7), for the nonce proxy.ts generated for it. */
export const adminPolicy = (nonce: string, dev = process.env.NODE_ENV !== 'production'): string =>
  adminContentSecurityPolicy({ nonce, scriptHashes: ADMIN_INLINE_SCRIPTS, dev });
