// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/lib/query-client';
import { productDisplay } from '../display';
import { defaultFilters } from '../filters';
import { presetFilters } from '../preset-filters';
import type { ProductLabels } from '../labels';
import type { CardProduct } from '../paths';
import { ProductBrowser } from './product-browser';
import { ProductGrid } from './product-grid';

let query = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(query) }));

/** The platform behind the storefront's proxy: what the list asks once the filters change. */
const server = setupServer();
const lists: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  lists.length = 0;
});
afterAll(() => server.close());
beforeEach(() => {
  query = '';
  // One browser cache per tab: each test starts with an empty one.
  getQueryClient().clear();
});

const card = (id: number, name: string, kind: string, price: number, tags: string[] = []): CardProduct => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  appellation: null,
  type: { type: 'WINE' },
  kind,
  tags,
  grapeVarieties: [],
  image: `/images/2/${id}.jpg`,
  price,
  finalPrice: price,
  discount: null,
  setQuantity: false,
  quantity: 0,
  declinations: [{ finalPrice: price }],
});

const products = [card(1, 'Les Terres Rouges', 'Rouge', 9.5, ['bio']), card(2, 'Les Coteaux', 'Blanc', 13.5)];
const labels = new Proxy({} as ProductLabels, {
  get: (_target, key: string) =>
    ({
      countOther: '{count} produits',
      countZero: 'Aucun produit',
      kindLabel: 'Genre',
      allKinds: 'Tous',
      sortLabel: 'Trier par',
      emptyShop: 'Aucun produit en vente',
    })[key] ?? key,
});

/** The list as the server hands it over: the first page's cards already drawn. */
function listScreen(initial = { products, total: 2 }, preset = defaultFilters()) {
  const display = productDisplay({});
  const cards =
    initial.products.length > 0 ? (
      <ProductGrid products={initial.products} listPath="nos-vins" display={display} labels={labels} />
    ) : null;
  return (
    <ProductBrowser
      listPath="nos-vins"
      preset={preset}
      initial={{ total: initial.total, cards }}
      facets={{ kinds: ['Rouge', 'Blanc'], tags: ['bio'] }}
      display={display}
      labels={labels}
    />
  );
}

const renderList = (...args: Parameters<typeof listScreen>) => render(listScreen(...args));

/** GET /product through the proxy answers `reply` (and records the query it was asked). */
function platformList(reply: () => Response | Promise<Response>) {
  server.use(
    http.get('*/api/platform/product', ({ request }) => {
      lists.push(new URL(request.url).search);
      return reply();
    }),
  );
}

describe('the product list in the browser', () => {
  it('shows the server page for the plain URL, with links to the sheets', () => {
    renderList();
    expect(screen.getByRole('status').textContent).toBe('2 produits');
    expect(screen.getByRole('link', { name: 'Les Terres Rouges' }).getAttribute('href')).toBe(
      '/nos-vins/les-terres-rouges-1',
    );
    expect(screen.queryByTestId('product-skeleton')).toBeNull();
  });

  it('puts a filter into the URL (history entry) by its value, back to page 1', () => {
    query = 'page=2';
    const push = vi.spyOn(window.history, 'pushState').mockImplementation(() => undefined);
    renderList();
    act(() => {
      fireEvent.change(screen.getByLabelText('Genre'), { target: { value: 'Rouge' } });
    });
    expect(push).toHaveBeenLastCalledWith(null, '', '/nos-vins?genre=Rouge');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'bio' }));
    });
    expect(push).toHaveBeenLastCalledWith(null, '', '/nos-vins?etiquettes=bio');
    push.mockRestore();
  });

  it('shows skeletons while another list loads, then what the platform found', async () => {
    let answer: (response: Response) => void = () => undefined;
    platformList(() => new Promise<Response>((resolve) => (answer = resolve)));
    query = 'genre=Blanc';
    renderList();
    expect(screen.getByTestId('product-skeleton')).toBeTruthy();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    // The server's cards are not shown under other filters.
    expect(screen.queryByRole('link', { name: 'Les Terres Rouges' })).toBeNull();
    await vi.waitFor(() => expect(lists).toHaveLength(1));
    expect(new URLSearchParams(lists[0]).get('kind')).toBe('Blanc');
    answer(HttpResponse.json({ success: true, data: { products: [], total: 0 }, message: 'ok' }));
    expect(await screen.findByText('empty')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Aucun produit');
    expect(screen.getByRole('link', { name: 'clearFilters' }).getAttribute('href')).toBe('/nos-vins');
  });

  it('says when the list cannot be read, and asks again on « retry »', async () => {
    let fail = true;
    platformList(() =>
      fail
        ? HttpResponse.json({ success: false, data: null, message: 'refusé' }, { status: 400 })
        : HttpResponse.json({ success: true, data: { products: [], total: 0 }, message: 'ok' }),
    );
    query = 'genre=Blanc';
    renderList();
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('loadError');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('empty')).toBeTruthy();
    expect(lists.length).toBeGreaterThanOrEqual(2);
  });

  it('goes back to the server page without asking the platform again', async () => {
    platformList(() => HttpResponse.json({ success: true, data: { products: [], total: 0 }, message: 'ok' }));
    query = 'genre=Blanc';
    const view = renderList();
    expect(await screen.findByText('empty')).toBeTruthy();
    // Back to the plain URL (Next re-renders with the new search params).
    query = '';
    view.rerender(listScreen());
    expect(await screen.findByRole('link', { name: 'Les Terres Rouges' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 produits');
    expect(lists).toHaveLength(1);
  });

  it('has an empty state for a shop without products', () => {
    renderList({ products: [], total: 0 }, presetFilters({}, 'price'));
    expect(screen.getByText('Aucun produit en vente')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Aucun produit');
  });
});
