import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkedInDevelopment } from './contract-check';

const contract = async () => ({ schema: (await import('zod')).z.object({ id: (await import('zod')).z.number() }) });

describe('checkedInDevelopment', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('parses with the contract outside production: a drift fails', async () => {
    await expect(checkedInDevelopment({ id: 1 }, contract, (c) => c.schema)).resolves.toEqual({ id: 1 });
    await expect(checkedInDevelopment({ id: 'un' }, contract, (c) => c.schema)).rejects.toThrow();
  });

  it('in production uses the data as typed and never loads the contract', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const load = vi.fn(contract);
    await expect(checkedInDevelopment({ id: 'un' }, load, (c) => c.schema)).resolves.toEqual({ id: 'un' });
    expect(load).not.toHaveBeenCalled();
  });
});
