import { describe, expect, it } from 'vitest';
import { createOrderBodySchema, discountBodySchema } from '@/lib/platform/schemas/shop';
import {
  availableDeliveryChoices,
  buildOrderBody,
  checkoutSettingsOf,
  discountOrderPayload,
  IncompleteOrder,
  orderDeliveryType,
  type Carrier,
  type OrderInput,
} from './model';

const address = {
  firstname: 'Jeanne',
  lastname: 'Martin',
  address: '3 rue des Lices',
  addressPart2: '',
  postalCode: '49000',
  city: 'Angers',
  idCountry: 75,
  country: 'FRA',
};
const billing = { ...address, firstname: 'Paul', address: '1 place du Ralliement' };
const colissimo: Carrier = {
  id: 21,
  name: 'Colissimo domicile',
  serviceCode: 'COL',
  priceCents: 1290,
  fdpCents: 1290,
  deliveryType: 'DELIVERY',
  siteType: 'STANDARD',
};
const relay: Carrier = { ...colissimo, id: 22, name: 'Mondial Relay', deliveryType: 'PICKUP' };
const exporter: Carrier = { ...colissimo, id: 23, name: 'DHL Europe', serviceCode: 'DHL-EU', siteType: 'EXPORT' };
const point = {
  id: 'MR-1',
  name: 'Tabac',
  addLine1: '1 rue',
  zipCode: '49000',
  city: 'Angers',
  country: 'FRA',
  distance: 1,
};
const CART = '0b8f8a2e-4d3c-4b7e-9a55-1c2d3e4f5a6b';
const base: OrderInput = {
  cartId: CART,
  lines: [
    { declinationId: 10010, quantity: 6 },
    { declinationId: 10030, quantity: 1 },
  ],
  deliveryType: 'delivery',
  carrier: colissimo,
  accessPoint: null,
  clickAndCollect: null,
  shippingAddress: address,
  billingAddress: null,
  billingSameAsDelivery: true,
  phone: ' 06 12 34 56 78 ',
  message: '  ',
  discountCode: 'VENDANGES15',
};

describe('buildOrderBody (spec §7 POST /order), per delivery type', () => {
  it('DELIVERY: carrier id, delivery address, postal code and country; billing = delivery', () => {
    const body = buildOrderBody(base);
    expect(body).toEqual({
      cartId: CART,
      products: [
        { id: 10010, quantity: 6 },
        { id: 10030, quantity: 1 },
      ],
      phone: '06 12 34 56 78',
      deliveryAddress: { ...address, addressPart2: null, idCountry: undefined },
      billingAddress: { ...address, addressPart2: null, idCountry: undefined },
      discountCode: 'VENDANGES15',
      message: null,
      dateSchedule: null,
      idSchedule: null,
      delivery: { type: 'DELIVERY', idCarrier: 21, deliveryPostalCode: '49000', deliveryIdCountry: 75 },
    });
    expect(createOrderBodySchema.safeParse(body).success).toBe(true);
  });

  it('DELIVERY with another billing address when unticked', () => {
    const body = buildOrderBody({ ...base, billingSameAsDelivery: false, billingAddress: billing });
    expect(body.billingAddress.firstname).toBe('Paul');
    expect(body.deliveryAddress?.firstname).toBe('Jeanne');
  });

  it('the export carrier: service name, code and price instead of an id', () => {
    const body = buildOrderBody({ ...base, carrier: exporter });
    expect(body.delivery).toEqual({
      type: 'DELIVERY',
      serviceName: 'DHL Europe',
      serviceCode: 'DHL-EU',
      price: 12.9,
      deliveryPostalCode: '49000',
      deliveryIdCountry: 75,
    });
  });

  it('PICKUP: a PICKUP carrier with the access point fields', () => {
    const body = buildOrderBody({ ...base, carrier: relay, accessPoint: point });
    expect(body.delivery).toEqual({
      type: 'PICKUP',
      idCarrier: 22,
      accessPoint: { id: 'MR-1', name: 'Tabac', addLine1: '1 rue', zipCode: '49000', city: 'Angers', country: 'FRA' },
      deliveryPostalCode: '49000',
      deliveryIdCountry: 75,
    });
    expect(createOrderBodySchema.safeParse(body).success).toBe(true);
    expect(() => buildOrderBody({ ...base, carrier: relay })).toThrow(IncompleteOrder);
  });

  it('CLICK_AND_COLLECT: date and schedule, no carrier, no delivery address, its own billing address', () => {
    const body = buildOrderBody({
      ...base,
      deliveryType: 'clickAndCollect',
      carrier: colissimo, // a stale carrier is never sent
      shippingAddress: null,
      billingAddress: billing,
      clickAndCollect: { idAddress: 11, date: '2026-12-02', idSchedule: 11 },
      paymentMethod: 'ON_SITE',
    });
    expect(body).toMatchObject({
      deliveryAddress: null,
      billingAddress: { firstname: 'Paul' },
      dateSchedule: '2026-12-02',
      idSchedule: 11,
      delivery: { type: 'CLICK_AND_COLLECT' },
      paymentMethod: 'ON_SITE',
    });
    expect(body.delivery).toEqual({ type: 'CLICK_AND_COLLECT' });
    expect(createOrderBodySchema.safeParse(body).success).toBe(true);
    expect(() =>
      buildOrderBody({
        ...base,
        deliveryType: 'clickAndCollect',
        billingAddress: billing,
        clickAndCollect: { idAddress: 11 },
      }),
    ).toThrow(IncompleteOrder);
  });

  it('NO_DELIVERY: no carrier, no schedule', () => {
    const body = buildOrderBody({ ...base, deliveryType: 'no_delivery', billingAddress: billing, carrier: null });
    expect(body.delivery).toEqual({ type: 'NO_DELIVERY' });
    expect(body.deliveryAddress).toBeNull();
    expect(createOrderBodySchema.safeParse(body).success).toBe(true);
  });

  it('refuses to build an order with a step left undone', () => {
    expect(() => buildOrderBody({ ...base, carrier: null })).toThrow(/carrier/);
    expect(() => buildOrderBody({ ...base, shippingAddress: null })).toThrow(/address/);
    expect(() => buildOrderBody({ ...base, phone: ' ' })).toThrow(/phone/);
  });

  it('leaves a cart id that is not a uuid ("new") out', () => {
    expect('cartId' in buildOrderBody({ ...base, cartId: 'new' })).toBe(false);
  });
});

describe('delivery types the site and the cart allow (spec §4, issue 14 §1)', () => {
  const open = { lockDelivery: false };
  it('delivery and click-and-collect for a cart to ship', () => {
    expect(availableDeliveryChoices(open, { needsShipping: true }, true)).toEqual(['delivery', 'clickAndCollect']);
    expect(availableDeliveryChoices(open, { needsShipping: true }, false)).toEqual(['delivery']);
  });
  it('LOCK_DELIVERY: collection only', () => {
    expect(availableDeliveryChoices({ lockDelivery: true }, { needsShipping: true }, true)).toEqual([
      'clickAndCollect',
    ]);
    expect(availableDeliveryChoices({ lockDelivery: true }, { needsShipping: true }, false)).toEqual([]);
  });
  it('products that need no shipping: no delivery', () => {
    expect(availableDeliveryChoices(open, { needsShipping: false }, true)).toEqual(['no_delivery', 'clickAndCollect']);
  });
  it('a PICKUP carrier makes a PICKUP order', () => {
    expect(orderDeliveryType('delivery', relay)).toBe('PICKUP');
    expect(orderDeliveryType('delivery', null)).toBe('DELIVERY');
    expect(orderDeliveryType('clickAndCollect', relay)).toBe('CLICK_AND_COLLECT');
  });
  it('reads the parameters', () => {
    const settings = checkoutSettingsOf(
      {
        LOCK_DELIVERY: 'true',
        ONLY_SELL_IN_FRANCE: '0',
        SELL_WORLDWIDE: '1',
        CLICK_AND_COLLECT_HOURS: '48',
        FREE_SHIPPING_PRICE: '200',
        BALANCE_PAYMENT_CONDITIONS: '  ',
      },
      true,
    );
    expect(settings).toMatchObject({
      lockDelivery: true,
      onlyFrance: false,
      worldwide: true,
      clickAndCollectHours: 48,
      freeShippingPriceCents: 20000,
      balancePaymentConditions: null,
    });
  });
});

describe('discountOrderPayload (spec §7 POST /order/discount takes the order payload)', () => {
  it('a home delivery: the lines, the carrier and the address the platform prices it for; no phone, no billing', () => {
    const payload = discountOrderPayload(base);
    expect(payload).toEqual({
      cartId: CART,
      products: [
        { id: 10010, quantity: 6 },
        { id: 10030, quantity: 1 },
      ],
      delivery: { type: 'DELIVERY', idCarrier: 21, deliveryPostalCode: '49000', deliveryIdCountry: 75 },
      deliveryAddress: expect.objectContaining({ postalCode: '49000', country: 'FRA', city: 'Angers' }),
    });
    // The platform's contract takes it, with the code.
    expect(discountBodySchema.safeParse({ ...payload, discountCode: 'VENDANGES15' }).success).toBe(true);
  });

  it('a relay point carries the point; a collected order has no address to price', () => {
    expect(discountOrderPayload({ ...base, carrier: relay, accessPoint: point }).delivery).toMatchObject({
      type: 'PICKUP',
      idCarrier: 22,
      accessPoint: { id: 'MR-1' },
    });
    const collected = discountOrderPayload({ ...base, deliveryType: 'clickAndCollect', carrier: null });
    expect(collected.delivery).toEqual({ type: 'CLICK_AND_COLLECT' });
    expect(collected).not.toHaveProperty('deliveryAddress');
  });
});
