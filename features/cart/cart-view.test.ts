import { describe, expect, it } from 'vitest';
import { frTranslator } from '@/tests/intl';
import { ruleMessage } from './rule-message';
import {
  cartSettingsOf,
  declinationParts,
  expeditionWarning,
  freeShippingView,
  isRefusedRefresh,
  lineImage,
} from './cart-view';
import { PlatformError } from '@/lib/platform/errors';
import { lineQuantityOptions } from './components/line-quantity';
import { aCartLine } from '@/tests/fixtures/cart';

const line = aCartLine;

// The wine estate's parameters (seed): BOTTLE_MULTIPLE 6, 6 to 120 bottles, free from 24 bottles or 200 €.
const wineParameters = {
  BOTTLE_MULTIPLE: '6',
  MINIMUM_EXPEDITION_BOTTLE: '6',
  MAXIMUM_EXPEDITION_BOTTLE: '120',
  FREE_SHIPPING_BOTTLE: '24',
  FREE_SHIPPING_PRICE: '200',
  SHIPPING_MESSAGE: ' Par cartons. ',
};
const wine = cartSettingsOf(wineParameters, { shopHref: '/nos-vins', collectOffered: true });

describe('cart settings from the parameters', () => {
  it('reads the wine rules', () => {
    expect(wine).toEqual({
      shippingMessage: 'Par cartons.',
      expedition: { bottleMultiple: 6, minimum: 6, maximum: 120 },
      freeShippingBottles: 24,
      freeShippingPrice: 200,
      hidePrices: false,
      lockDelivery: false,
      shopHref: '/nos-vins',
      collectOffered: true,
    });
  });
  it('unset, empty, zero or odd values are no rule', () => {
    expect(
      cartSettingsOf(
        {
          BOTTLE_MULTIPLE: '',
          MINIMUM_EXPEDITION_BOTTLE: '0',
          FREE_SHIPPING_BOTTLE: 'abc',
          SHIPPING_MESSAGE: '  ',
          HIDE_PRODUCT_PRICES: 'true',
        },
        { shopHref: null, collectOffered: false },
      ),
    ).toEqual({
      shippingMessage: null,
      expedition: { bottleMultiple: null, minimum: null, maximum: null },
      freeShippingBottles: null,
      freeShippingPrice: null,
      hidePrices: true,
      lockDelivery: false,
      shopHref: null,
      collectOffered: false,
    });
  });
});

describe('a line as the cart shows it', () => {
  it('vintage, capacity and variations (display label first)', () => {
    const parts = declinationParts(
      line(
        {},
        {
          variation1: { id: 1, idVariation: 1, label: 'Prestige', displayLabel: 'Cuvée Prestige' },
          variation2: { id: 2, idVariation: 2, label: 'Bois', displayLabel: null },
        },
      ),
    );
    expect(parts).toEqual({ year: 2021, capacity: '75\u00a0cl', variations: ['Cuvée Prestige', 'Bois'] });
  });

  it("the declination's image, else the product's, served by the storefront", () => {
    expect(lineImage(line())).toBe('/images/2/chenin.jpg');
    expect(lineImage(line({}, { image: '2/chenin-2021.jpg' }))).toBe('/images/2/chenin-2021.jpg');
    expect(lineImage(line({ product: { id: 1, name: 'x', slug: 'x', image: null } }))).toBeNull();
  });

  it('offers the quantities the rules allow, and keeps the current one', () => {
    expect(lineQuantityOptions(line({ quantity: 3 }, { setQuantity: true, quantity: 4 }))).toEqual([1, 2, 3, 4]);
    expect(lineQuantityOptions(line({ quantity: 6, multipleOf: 6 }))[1]).toBe(12);
    expect(lineQuantityOptions(line({ quantity: 5 }, { setQuantity: true, quantity: 2 }))).toEqual([1, 2, 5]);
  });
});

describe('wine rules on the server-counted bottles (half bottles counted)', () => {
  const cart = (bottleCount: number, subtotal: number, reached = false) => ({
    bottleCount,
    subtotal,
    freeShipping: {
      reached,
      remainingBottles: reached ? 0 : 24 - bottleCount,
      remainingPrice: reached ? 0 : 200 - subtotal,
    },
  });

  it.each([
    [3, 'Une expédition doit compter au moins 6 bouteilles.'],
    [7.5, 'Le nombre de bouteilles expédiées doit être un multiple de 6.'],
    [12, null],
    [126, 'Une expédition ne peut pas dépasser 120 bouteilles.'],
  ])('%d bottles → %s', (bottles, message) => {
    const check = expeditionWarning({ bottleCount: bottles }, wine);
    expect(check.ok ? null : ruleMessage(frTranslator('expedition'), check)).toBe(message);
  });

  it('free-shipping progress: the better of the bottle and price thresholds', () => {
    expect(freeShippingView(cart(6, 150), wine)).toEqual({
      reached: false,
      remainingBottles: 18,
      remainingPrice: 50,
      progress: 0.75,
    });
    expect(freeShippingView(cart(12, 20), wine)?.progress).toBe(0.5);
    expect(freeShippingView(cart(30, 250, true), wine)?.progress).toBe(1);
    expect(freeShippingView(cart(6, 150), { ...wine, freeShippingBottles: null, freeShippingPrice: null })).toBeNull();
  });

  it('LOCK_DELIVERY: nothing is shipped, so no free-shipping progress and no expedition limit', () => {
    const collectOnly = cartSettingsOf(
      { ...wineParameters, LOCK_DELIVERY: 'true' },
      { shopHref: null, collectOffered: true },
    );
    expect(collectOnly.lockDelivery).toBe(true);
    expect(freeShippingView(cart(6, 150), collectOnly)).toBeNull();
    expect(expeditionWarning({ bottleCount: 7 }, collectOnly)).toEqual({ ok: true });
    expect(expeditionWarning({ bottleCount: 7 }, wine).ok).toBe(false);
  });
});

describe('isRefusedRefresh (spec §8, issue 17)', () => {
  it('clears the cart only when the platform refused it (4xx)', () => {
    expect(isRefusedRefresh(new PlatformError('refused', 'Panier introuvable', 404))).toBe(true);
    expect(isRefusedRefresh(new PlatformError('http', 'Bad request', 400))).toBe(true);
  });

  it('keeps the cart when the platform or the network is down', () => {
    // The browser proxy's answer when the platform is unreachable: an envelope with success false and a 502.
    expect(isRefusedRefresh(new PlatformError('refused', 'La plateforme est injoignable.', 502))).toBe(false);
    expect(isRefusedRefresh(new PlatformError('http', 'Internal error', 500))).toBe(false);
    expect(isRefusedRefresh(new PlatformError('network', 'Failed to fetch', null))).toBe(false);
    expect(isRefusedRefresh(new PlatformError('timeout', 'no answer in time', null))).toBe(false);
    expect(isRefusedRefresh(new Error('boom'))).toBe(false);
  });
});
