// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/lib/query-client';
import { productDisplay } from '../display';
import { defaultFilters } from '../filters';
import { presetFilters } from '../preset-filters';
import type { ProductLabels } from '../labels';
import type { CardProduct } from '../paths';
import { ProductBrowser } from './product-browser';

let query = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(query) }));
vi.mock('next/image', () => ({ default: (props: { alt: string }) => <img alt={props.alt} /> }));

afterEach(cleanup);
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

function renderList(initial = { products, total: 2 }, preset = defaultFilters()) {
  return render(
    <ProductBrowser
      listPath="nos-vins"
      preset={preset}
      initial={initial}
      facets={{ kinds: ['Rouge', 'Blanc'], tags: ['bio'] }}
      display={productDisplay({})}
      labels={labels}
    />,
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

  it('shows skeletons while another list loads', () => {
    query = 'genre=Blanc';
    renderList();
    expect(screen.getByTestId('product-skeleton')).toBeTruthy();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });

  it('has an empty state for a shop without products', () => {
    renderList({ products: [], total: 0 }, presetFilters({}, 'price'));
    expect(screen.getByText('Aucun produit en vente')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Aucun produit');
  });
});
