import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/platform/server', () => ({ publicPlatform: () => ({}) }));
const { secondaryAddresses } = await import('./get-company-addresses');

const address = (id: number, types: string[] = []) => ({
  id,
  name: `Adresse ${id}`,
  addLine1: '1 rue',
  addLine2: null,
  zipCode: '69002',
  city: 'Lyon',
  country: 'FRA',
  phone: null,
  email: null,
  position: null,
  type: types.map((value, index) => ({ id: index, value, label: value })),
  schedules: [],
});

describe('secondaryAddresses', () => {
  it('leaves out the head office, wherever it stands', () => {
    expect(secondaryAddresses([address(1), address(2, ['HEAD_OFFICE']), address(3)]).map((a) => a.id)).toEqual([1, 3]);
  });

  it('leaves out the first address when none is the head office', () => {
    expect(secondaryAddresses([address(1, ['SHOP']), address(2)]).map((a) => a.id)).toEqual([2]);
    expect(secondaryAddresses([])).toEqual([]);
  });
});
