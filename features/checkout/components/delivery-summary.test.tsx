// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { cartSchema, type ApiCart } from '@/lib/platform/schemas/shop';
import { aCartLine } from '@/tests/fixtures/cart';
import { TestProviders } from '@/tests/intl';
import type { Carrier } from '../model';
import { checkoutStore, UNRESTORED_CHECKOUT } from '../store';
import { deliveryCostCents, DeliverySummary } from './delivery-summary';

const line = (id: number, name: string, year: number | null, quantity: number, unitPrice: number) =>
  aCartLine(
    {
      id,
      quantity,
      product: { id, name, slug: `vin-${id}`, image: null },
      unitPrice,
      totalPrice: unitPrice * quantity,
    },
    { id: id * 10, idProduct: id, year, price: unitPrice, finalPrice: unitPrice },
  );

// Through the platform schema: the fixture is a cart the app could really receive.
const cart: ApiCart = cartSchema.parse({
  id: '7d1f3c0e-2b4a-4c55-9e1a-3f2b8c9d0e11',
  type: 'MAIN_CART',
  products: [line(1001, 'Les Terres Rouges', 2021, 6, 15.5), line(1007, "Chenin d'Or", null, 6, 12)],
  totalProduct: 12,
  subtotal: 165,
  discount: { code: 'VENDANGES15', type: 'PERCENT', amount: 15, detailType: null },
  discountTotal: 24.75,
  total: 140.25,
  bottleCount: 12,
  freeShipping: { reached: false, remainingBottles: 12, remainingPrice: 35 },
});

const colissimo: Carrier = {
  id: 3,
  name: 'Colissimo',
  serviceCode: 'COL',
  priceCents: 1290,
  fdpCents: 1290,
  deliveryType: 'DELIVERY',
  siteType: 'STANDARD',
};

beforeEach(() => checkoutStore.setState({ ...UNRESTORED_CHECKOUT, deliveryType: 'delivery', carrier: null }));
afterEach(cleanup);

/** Text with French formatting's (narrow) no-break spaces read as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
const amount = (label: string) => {
  const row = screen.getByText(label, { selector: 'dt' }).parentElement!;
  return plain(within(row).getByRole('definition').textContent);
};

describe('the delivery step summary', () => {
  it('lists what is bought, the subtotal and the discount, the delivery still to choose and the total so far', () => {
    render(<DeliverySummary cart={cart} />, { wrapper: TestProviders });
    const summary = screen.getByRole('complementary', { name: 'Récapitulatif' });
    const lines = within(summary).getByRole('list', { name: 'Vos articles' });
    // Each line, named by its product: the name, vintage and quantity, then the line's price.
    const rows = within(lines)
      .getAllByRole('listitem')
      .map((li) => [
        li.getAttribute('aria-label'),
        plain(li.firstElementChild!.textContent),
        plain(li.lastElementChild!.textContent),
      ]);
    expect(rows).toEqual([
      ['Les Terres Rouges', 'Les Terres Rouges 2021 × 6', '93,00 €'],
      ["Chenin d'Or", "Chenin d'Or × 6", '72,00 €'],
    ]);
    expect(amount('Sous-total')).toBe('165,00 €');
    expect(amount('Remise')).toBe('−24,75 €');
    expect(amount('Livraison')).toBe('À choisir');
    expect(amount('Total')).toBe('140,25 €');
  });

  it('adds the chosen carrier to the total as soon as it is chosen', () => {
    render(<DeliverySummary cart={cart} />, { wrapper: TestProviders });
    act(() => checkoutStore.setState({ carrier: colissimo }));
    expect(amount('Livraison')).toBe('12,90 €');
    expect(amount('Total')).toBe('153,15 €');
  });

  it('has no delivery line when the order is collected', () => {
    checkoutStore.setState({ deliveryType: 'clickAndCollect' });
    render(<DeliverySummary cart={cart} />, { wrapper: TestProviders });
    expect(screen.queryByText('Livraison', { selector: 'dt' })).toBeNull();
    expect(amount('Total')).toBe('140,25 €');
  });
});

describe('deliveryCostCents', () => {
  it('is nothing for click-and-collect and without delivery, whatever carrier was kept', () => {
    expect(deliveryCostCents(cart, 'clickAndCollect', colissimo)).toBe(0);
    expect(deliveryCostCents(cart, 'no_delivery', null)).toBe(0);
  });
  it('is unknown until a carrier is chosen, then its price', () => {
    expect(deliveryCostCents(cart, null, null)).toBeNull();
    expect(deliveryCostCents(cart, 'delivery', null)).toBeNull();
    expect(deliveryCostCents(cart, 'delivery', colissimo)).toBe(1290);
  });
  it('is nothing with a free-shipping code (SHIPPING_FEES)', () => {
    const code = { code: 'LIVRAISONOFFERTE', type: 'EURO', amount: 0, detailType: 'SHIPPING_FEES' } as const;
    expect(deliveryCostCents({ discount: code }, 'delivery', colissimo)).toBe(0);
  });
});
