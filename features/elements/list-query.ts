/** Spec §9: an element list shows 24 items a page. */
export const ELEMENT_PAGE_SIZE = 24;
/** The contract's largest page. */
const MAX_PAGE_SIZE = 100;

export interface ElementListQuery {
  page: number;
  nbItem: number;
}

const positive = (raw: string | null, fallback: number, max: number) => {
  if (raw === null || !/^[1-9]\d{0,5}$/.test(raw)) return fallback;
  return Math.min(Number(raw), max);
};

/** `?page=&nbItem=` of an element list's URL, each defaulted (1, 24) when missing or malformed. */
export function readElementListQuery(search: Pick<URLSearchParams, 'get'>): ElementListQuery {
  return {
    page: positive(search.get('page'), 1, 100_000),
    nbItem: positive(search.get('nbItem'), ELEMENT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/** The query string of a page of the list: nothing for the defaults, so page 1 keeps the list's own URL. */
export function elementListSearch({ page, nbItem }: ElementListQuery): string {
  const params = new URLSearchParams();
  if (page !== 1) params.set('page', String(page));
  if (nbItem !== ELEMENT_PAGE_SIZE) params.set('nbItem', String(nbItem));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const pageCount = (total: number, nbItem: number) => Math.max(1, Math.ceil(total / nbItem));
