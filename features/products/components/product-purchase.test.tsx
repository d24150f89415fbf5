// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiDeclination } from '@/lib/platform/schemas/catalogue';
import { productDisplay } from '../display';
import type { ProductLabels } from '../labels';
import { TestProviders } from '@/tests/intl';
import { ProductPurchase, type PurchaseProduct } from './product-purchase';
import { aDeclination, capacityOf } from '@/tests/fixtures/catalogue';

let query = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(query) }));

afterEach(cleanup);
beforeEach(() => {
  query = '';
  window.history.replaceState(null, '', '/nos-vins/les-terres-rouges-1001');
});

const decl = (
  id: number,
  year: number,
  capacity: number,
  price: number,
  extra: Partial<ApiDeclination> = {},
): ApiDeclination =>
  aDeclination({ id, idProduct: 1001, year, ...capacityOf(capacity), price, finalPrice: price, ...extra });

// « Les Terres Rouges » as seeded: 2020 has no half bottle; 2021 75 cl has a tracked stock of 5.
const product: PurchaseProduct = {
  id: 1001,
  name: 'Les Terres Rouges',
  type: { type: 'WINE' },
  multipleOf: 1,
  decreasingDiscounts: [{ minQuantity: 6, type: 'PERCENT', amount: 5 }],
  variation1: null,
  variation2: null,
  variation3: null,
  declinations: [
    decl(10011, 2021, 37.5, 9.5),
    decl(10010, 2021, 75, 15.5, { setQuantity: true, quantity: 5 }),
    decl(10012, 2021, 150, 34),
    decl(10013, 2020, 75, 16.5, { discount: { type: 'PERCENT', amount: 10 }, finalPrice: 14.85 }),
    decl(10014, 2020, 150, 36),
  ],
};

const labels = new Proxy({} as ProductLabels, {
  get: (_target, key: string) =>
    ({
      year: 'Millésime',
      capacity: 'Contenance',
      lowStock: 'Plus que {count} en stock',
      inStock: 'En stock',
      decreasingFrom: 'Dès {count}',
    })[key] ?? key,
});

function renderSheet(parameters: Record<string, string> = { STOCK_LIMIT_DISPLAY: '5' }) {
  // The real AddToCart inside reads the `cart` messages.
  return render(
    <ProductPurchase
      product={product}
      display={productDisplay(parameters)}
      labels={labels}
      technicalFile={{ label: 'Fiche technique' }}
    />,
    {
      wrapper: TestProviders,
    },
  );
}
const capacity = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Contenance' })).getByRole('radio', { name }) as HTMLInputElement;
const year = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Millésime' })).getByRole('radio', { name }) as HTMLInputElement;

describe('the product sheet buying block', () => {
  it('shows the default declination: price in French euros, decreasing discounts, technical file', () => {
    renderSheet();
    expect(screen.getByTestId('product-price').textContent).toContain('9,50\u00a0€');
    expect(year(/2021/).checked).toBe(true);
    expect(capacity(/37,5/).checked).toBe(true);
    expect(screen.getByRole('row', { name: /Dès 6/ }).textContent).toContain('9,03\u00a0€');
    expect(screen.getByTestId('technical-file').getAttribute('href')).toBe(
      '/api/platform/product/generate/file/1001/10011',
    );
  });

  it('takes the URL choice; unavailable combinations are disabled; the discount shows', () => {
    query = 'declinaison=10013';
    renderSheet();
    expect(year(/2020/).checked).toBe(true);
    expect(capacity(/37,5/).disabled).toBe(true);
    expect(capacity(/^75/).disabled).toBe(false);
    const price = screen.getByTestId('product-price').textContent!;
    expect(price).toContain('14,85\u00a0€');
    expect(price).toContain('16,50\u00a0€');
    expect(price).toContain('-10\u00a0%');
  });

  it('hides the percent badge with PRODUCT_HIDE_PERCENTAGE_DISCOUNT and prices with HIDE_PRODUCT_PRICES', () => {
    query = 'declinaison=10013';
    const { unmount } = renderSheet({ PRODUCT_HIDE_PERCENTAGE_DISCOUNT: 'true' });
    expect(screen.getByTestId('product-price').textContent).not.toContain('%');
    unmount();
    renderSheet({ HIDE_PRODUCT_PRICES: 'true' });
    expect(screen.queryByTestId('product-price')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a choice shows at once and goes into the URL (history entry: Back returns to it)', () => {
    const push = vi.spyOn(window.history, 'pushState');
    renderSheet();
    act(() => {
      fireEvent.click(year(/2020/));
    });
    // 2021 37,5 cl → 2020 has no half bottle: its first declination (75 cl).
    expect(push).toHaveBeenLastCalledWith(null, '', '/nos-vins/les-terres-rouges-1001?declinaison=10013');
    expect(year(/2020/).checked).toBe(true);
    expect(screen.getByTestId('product-price').textContent).toContain('14,85\u00a0€');
    push.mockRestore();
  });

  it('counts a low tracked stock (STOCK_LIMIT_DISPLAY)', () => {
    query = 'declinaison=10010';
    renderSheet();
    expect(screen.getByTestId('product-stock').textContent).toBe('Plus que 5 en stock');
  });
});
