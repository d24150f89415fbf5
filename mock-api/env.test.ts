import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bcryptCostFromEnv, ConfigError, configFromEnv, MIN_BCRYPT_COST } from './env';

describe('the API settings read from the environment', () => {
  it('turns the dev outbox on only for ENABLE_DEV_OUTBOX=1, whatever NODE_ENV says', () => {
    expect(configFromEnv({}).devOutbox).toBe(false);
    // `npm start` runs without NODE_ENV=production: that must not open the outbox.
    expect(configFromEnv({ NODE_ENV: 'development' }).devOutbox).toBe(false);
    expect(configFromEnv({ NODE_ENV: undefined }).devOutbox).toBe(false);
    expect(configFromEnv({ ENABLE_DEV_OUTBOX: 'true' }).devOutbox).toBe(false);
    expect(configFromEnv({ ENABLE_DEV_OUTBOX: '0' }).devOutbox).toBe(false);
    expect(configFromEnv({ ENABLE_DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(configFromEnv({ ENABLE_DEV_OUTBOX: '1', NODE_ENV: 'production' }).devOutbox).toBe(true);
  });

  it('sets the outbox flag in the API of `npm run dev` only, never in `npm start` or `npm run api`', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).not.toMatch(/ENABLE_DEV_OUTBOX|api:dev/);
    expect(scripts.api).not.toMatch(/ENABLE_DEV_OUTBOX/);
    expect(scripts['api:dev']).toMatch(/ENABLE_DEV_OUTBOX=1 /);
    expect(scripts.dev).toMatch(/npm:api:dev/);
    // And the start script's API is the plain one.
    expect(scripts.start).toMatch(/"npm:api"/);
  });

  it('refuses a bcrypt cost below 10 from the environment, with a message saying why', () => {
    expect(bcryptCostFromEnv({})).toBe(MIN_BCRYPT_COST);
    expect(bcryptCostFromEnv({ BCRYPT_COST: '' })).toBe(10);
    expect(bcryptCostFromEnv({ BCRYPT_COST: '10' })).toBe(10);
    expect(bcryptCostFromEnv({ BCRYPT_COST: '12' })).toBe(12);
    for (const weak of ['4', '9', '0', '-3']) {
      expect(() => bcryptCostFromEnv({ BCRYPT_COST: weak })).toThrow(ConfigError);
    }
    expect(() => bcryptCostFromEnv({ BCRYPT_COST: '4' })).toThrow(/BCRYPT_COST=4 is below the floor of 10/);
    expect(() => bcryptCostFromEnv({ BCRYPT_COST: 'abc' })).toThrow(/not a bcrypt cost/);
    expect(() => bcryptCostFromEnv({ BCRYPT_COST: '10.5' })).toThrow(ConfigError);
    expect(() => configFromEnv({ BCRYPT_COST: '5' })).toThrow(ConfigError);
  });

  it('reads RATE_LIMIT_FACTOR as a positive number, 1 by default', () => {
    expect(configFromEnv({}).rateLimitFactor).toBe(1);
    expect(configFromEnv({ RATE_LIMIT_FACTOR: '1000' }).rateLimitFactor).toBe(1000);
    expect(configFromEnv({ RATE_LIMIT_FACTOR: '0.5' }).rateLimitFactor).toBe(0.5);
    for (const bad of ['0', '-1', 'beaucoup', 'Infinity'])
      expect(() => configFromEnv({ RATE_LIMIT_FACTOR: bad })).toThrow(ConfigError);
  });
});
