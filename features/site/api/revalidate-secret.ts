import { randomBytes } from 'node:crypto';

/**
 * The secret of `POST /api/revalidate` (issue 12 §3). Shorter than 32 bytes, it is refused like a missing one:
 * a guessable secret would let anyone expire every cached page at will.
 */
export const MIN_REVALIDATE_SECRET_BYTES = 32;

export const isUsableSecret = (secret: string | undefined): secret is string =>
  !!secret && Buffer.byteLength(secret, 'utf8') >= MIN_REVALIDATE_SECRET_BYTES;

/** The value of `REVALIDATE_SECRET=` in a dotenv file's text, the last one winning as dotenv reads it; undefined when absent. */
export function secretInEnvFile(text: string): string | undefined {
  let value: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?REVALIDATE_SECRET\s*=\s*(.*?)\s*$/.exec(line);
    if (match) value = match[1]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return value;
}

/**
 * For `npm run dev` (scripts/dev-secret.ts): `.env.local`'s text with a random 32-byte hex secret appended when none
 * usable is set (in the environment, `.env` or `.env.local`), else null (nothing to write).
 */
export function withDevSecret({
  env,
  dotEnv,
  dotEnvLocal,
}: {
  env: string | undefined;
  dotEnv: string;
  dotEnvLocal: string;
}): string | null {
  // Next reads the process environment first (no file can override it: the script warns when it is too short),
  // then .env.local, then .env.
  if (env) return null;
  if (isUsableSecret(secretInEnvFile(dotEnvLocal) || secretInEnvFile(dotEnv))) return null;
  const line = `# Written by npm run dev (scripts/dev-secret.ts): the bearer of POST /api/revalidate, this machine only.\nREVALIDATE_SECRET=${randomBytes(32).toString('hex')}\n`;
  const kept = dotEnvLocal
    .split(/\r?\n/)
    .filter((existing) => !/^\s*(?:export\s+)?REVALIDATE_SECRET\s*=/.test(existing))
    .join('\n')
    .replace(/\n*$/, '');
  return kept ? `${kept}\n${line}` : line;
}
