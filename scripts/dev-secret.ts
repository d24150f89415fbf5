import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isUsableSecret, MIN_REVALIDATE_SECRET_BYTES, withDevSecret } from '../features/site/api/revalidate-secret';

// `predev`: POST /api/revalidate refuses every call without a secret of 32 bytes or more (issue 12 §3), so
// `npm run dev` writes one into .env.local (git-ignored) the first time, and says where it is.

const fromEnv = process.env.REVALIDATE_SECRET;
if (fromEnv && !isUsableSecret(fromEnv)) {
  console.warn(
    `REVALIDATE_SECRET (environment) is shorter than ${MIN_REVALIDATE_SECRET_BYTES} bytes: POST /api/revalidate will refuse every call.`,
  );
}
const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
const next = withDevSecret({
  env: process.env.REVALIDATE_SECRET,
  dotEnv: read('.env'),
  dotEnvLocal: read('.env.local'),
});
if (next !== null) {
  writeFileSync('.env.local', next, { mode: 0o600 });
  console.log(
    'REVALIDATE_SECRET: a random secret was written to .env.local (git-ignored). The platform sends it as `Authorization: Bearer <secret>` to POST /api/revalidate.',
  );
}
