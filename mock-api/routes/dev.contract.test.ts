import { describe, expect, it } from 'vitest';
import { call } from '../../tests/contract/client';

const valueOf = async (site: number, type: string) =>
  ((await call('get', '/parameter', { site })).body.data as { type: string; value: string | null }[]).find(
    (row) => row.type === type,
  )?.value;

// PUT /dev/parameter/{type}: the browser tests' way to flip a parameter (issue 16, e2e/parameters.spec.ts).
describe('PUT /dev/parameter/{type} (development only)', () => {
  it('sets one site’s value, seen at once by GET /parameter, and answers the previous one', async () => {
    // The salon has no Telegram account; the wine estate has one (seeded), which must not move.
    expect(await valueOf(1, 'TELEGRAM_AT')).toBeNull();
    const estate = await valueOf(2, 'TELEGRAM_AT');
    const set = await call('put', '/dev/parameter/TELEGRAM_AT', { site: 1, body: { value: '@atelierlumiere' } });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ type: 'TELEGRAM_AT', previous: null, value: '@atelierlumiere' });
    expect(await valueOf(1, 'TELEGRAM_AT')).toBe('@atelierlumiere');
    expect(await valueOf(2, 'TELEGRAM_AT')).toBe(estate);
    const restored = await call('put', '/dev/parameter/TELEGRAM_AT', { site: 1, body: { value: null } });
    expect(restored.body.data.previous).toBe('@atelierlumiere');
    expect(await valueOf(1, 'TELEGRAM_AT')).toBeNull();
  });

  it('refuses an unknown type with a 404 and a malformed one or body with a 400', async () => {
    expect((await call('put', '/dev/parameter/NO_SUCH_PARAMETER', { body: { value: 'x' } })).status).toBe(404);
    const lower = await call('put', '/dev/parameter/font_color', { body: { value: 'x' } });
    expect(lower.status).toBe(400);
    expect(lower.body.data.errors).toHaveProperty('type');
    const noValue = await call('put', '/dev/parameter/FONT_COLOR', { body: {} });
    expect(noValue.status).toBe(400);
    expect(noValue.body.data.errors).toHaveProperty('value');
  });
});
