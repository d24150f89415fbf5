import { describe, expect, it } from 'vitest';
import { isUsableSecret, secretInEnvFile, withDevSecret } from './revalidate-secret';

const LONG = 'f'.repeat(64);

describe('the cache webhook’s secret (issue 12 §3)', () => {
  it('is usable from 32 bytes on', () => {
    expect([undefined, '', 'change-me', 'a'.repeat(31)].map(isUsableSecret)).toEqual([false, false, false, false]);
    expect(isUsableSecret('a'.repeat(32))).toBe(true);
    // Bytes, not characters: 16 two-byte letters are 32 bytes.
    expect(isUsableSecret('é'.repeat(16))).toBe(true);
  });

  it('is read from a dotenv file as dotenv reads it (quotes, export, the last one wins)', () => {
    expect(secretInEnvFile('A=1\nREVALIDATE_SECRET=abc\n')).toBe('abc');
    expect(secretInEnvFile('export REVALIDATE_SECRET="x y"')).toBe('x y');
    expect(secretInEnvFile("REVALIDATE_SECRET=un\nREVALIDATE_SECRET='deux'")).toBe('deux');
    expect(secretInEnvFile('# REVALIDATE_SECRET=commenté\nAUTRE=1')).toBeUndefined();
  });

  describe('npm run dev', () => {
    it('writes a random 32-byte hex secret into .env.local when none is set, keeping its other lines', () => {
      const written = withDevSecret({ env: undefined, dotEnv: '', dotEnvLocal: 'API_URL=http://127.0.0.1:4000\n' })!;
      expect(written.startsWith('API_URL=http://127.0.0.1:4000\n')).toBe(true);
      const secret = secretInEnvFile(written)!;
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(secretInEnvFile(withDevSecret({ env: undefined, dotEnv: '', dotEnvLocal: '' })!)).not.toBe(secret);
    });

    it('replaces a short one (the old `change-me` of .env) and keeps a single line', () => {
      const written = withDevSecret({
        env: undefined,
        dotEnv: 'REVALIDATE_SECRET=change-me\n',
        dotEnvLocal: 'REVALIDATE_SECRET=court\nX=1',
      })!;
      expect(written.match(/^REVALIDATE_SECRET=/gm)).toHaveLength(1);
      expect(isUsableSecret(secretInEnvFile(written))).toBe(true);
      expect(written).toContain('X=1');
    });

    it('writes nothing when a usable secret exists, or when the environment sets one (which files cannot override)', () => {
      expect(withDevSecret({ env: undefined, dotEnv: '', dotEnvLocal: `REVALIDATE_SECRET=${LONG}` })).toBeNull();
      expect(withDevSecret({ env: undefined, dotEnv: `REVALIDATE_SECRET=${LONG}`, dotEnvLocal: '' })).toBeNull();
      expect(withDevSecret({ env: LONG, dotEnv: '', dotEnvLocal: '' })).toBeNull();
      expect(withDevSecret({ env: 'court', dotEnv: '', dotEnvLocal: '' })).toBeNull();
    });
  });
});
