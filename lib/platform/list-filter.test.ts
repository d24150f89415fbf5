import { describe, expect, it } from 'vitest';
import { listFilterQuery } from './list-filter';

describe('the list filter object (spec §3) as a list query (spec §7)', () => {
  it('writes each field with its prefix, equality plain, and page, nbItem, orderBy', () => {
    expect(
      listFilterQuery({
        page: 2,
        nbItem: 12,
        orderBy: '-publishedAt',
        fields: {
          title: { type: 'lk', value: 'mariage' },
          author: { type: 'df', value: 'Camille' },
          id: { type: 'lt', value: 10 },
          rank: { type: 'lte', value: 3 },
          publishedAt: { type: 'gt', value: '2026-01-01' },
          price: { type: 'gte', value: 0 },
          folderId: { type: 'eq', value: 3 },
          isPromoted: { type: 'eq', value: false },
        },
      }),
    ).toEqual({
      page: '2',
      nbItem: '12',
      orderBy: '-publishedAt',
      title: 'lk:mariage',
      author: 'df:Camille',
      id: 'lt:10',
      rank: 'lte:3',
      publishedAt: 'gt:2026-01-01',
      price: 'gte:0',
      folderId: '3',
      isPromoted: 'false',
    });
  });

  it('skips empty values: an empty filter is no filter (never `lk:`)', () => {
    expect(
      listFilterQuery({
        page: 1,
        orderBy: null,
        fields: {
          title: { type: 'lk', value: '' },
          author: { type: 'df', value: null },
          folderId: { type: 'eq', value: undefined },
        },
      }),
    ).toEqual({ page: '1' });
  });
});
