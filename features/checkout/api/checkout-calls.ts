import { queryOptions } from '@tanstack/react-query';
import { AUTH_QUERY_ROOT } from '@/features/auth';
import { eurosToCents } from '@/lib/format/price';
import { browserPlatform } from '@/lib/platform/browser';
import { platformRequest } from '@/lib/platform/client';
import { checkedInDevelopment } from '@/lib/platform/contract-check';
import type { ApiOrder, DiscountBody } from '@/lib/platform/schemas/shop';
import type { AccessPoint, Carrier, DiscountSummary, OrderBody, OrderDeliveryType } from '../model';

// The checkout's calls of spec §7 "Orders and delivery", from the browser through the storefront's proxy
// (features/auth/browser-calls.ts). Answers are checked against the contract outside production; amounts are
// turned into integer cents here, once.

// The contract's schemas (and zod with them) load only where answers are checked: never in production's first paint.
const shop = () => import('@/lib/platform/schemas/shop');
const shopLists = async () => ({ ...(await shop()), ...(await import('@/lib/platform/schemas/common')) });
const request = <T>(config: Parameters<typeof platformRequest>[1]) => platformRequest<T>(browserPlatform(), config);
const enc = encodeURIComponent;

export type Products = readonly { id: number; quantity: number }[];

/** GET /countries: loaded once per visit (spec §4 "Countries: fetch skipped if already loaded"). */
export const countriesQuery = () =>
  queryOptions({
    queryKey: ['checkout', 'countries'],
    queryFn: async () =>
      checkedInDevelopment(await request({ url: '/countries' }), shop, (c) => c.countrySchema.array()),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** GET /cities/{search}/{idCountry}: the cities whose postal code (or name) starts with `search`. */
export const citiesQuery = (search: string, idCountry: number) =>
  queryOptions({
    queryKey: ['checkout', 'cities', idCountry, search],
    queryFn: async () =>
      checkedInDevelopment(await request({ url: `/cities/${enc(search)}/${idCountry}` }), shop, (c) =>
        c.citySchema.array(),
      ),
    staleTime: 300_000,
  });

/** POST /calculate/shipping-fees: the carriers and their prices (cents). */
export async function quoteShipping(products: Products, postalCode: string, country: string): Promise<Carrier[]> {
  const raw = await request({
    method: 'POST',
    url: '/calculate/shipping-fees',
    data: { products: products.map((p) => ({ idProduct: p.id, quantity: p.quantity })), postalCode, country },
  });
  const carriers = await checkedInDevelopment(raw, shop, (c) => c.carrierPriceSchema.array());
  return carriers.map((c) => ({
    id: c.id,
    name: c.name,
    serviceCode: c.serviceCode,
    priceCents: eurosToCents(c.price),
    fdpCents: eurosToCents(c.fdp),
    deliveryType: c.deliveryType,
    siteType: c.siteType,
  }));
}

/** POST /relay/access-points: the relay points around the address, nearest first. */
export const accessPointsQuery = (where: { address: string; postalCode: string; city: string; country: string }) =>
  queryOptions({
    queryKey: ['checkout', 'access-points', where],
    queryFn: async (): Promise<AccessPoint[]> => {
      const raw = await request({ method: 'POST', url: '/relay/access-points', data: where });
      const points = await checkedInDevelopment(raw, shop, (c) => c.accessPointSchema.array());
      return points.map(({ id, name, addLine1, zipCode, city, country, distance }) => ({
        id,
        name,
        addLine1,
        zipCode,
        city,
        country,
        distance,
      }));
    },
    staleTime: 60_000,
  });

/** POST /order/validate: the cart checked before the order (spec §5); a refusal carries `data.errors` per declination. */
export async function validateOrder(products: Products, deliveryType: OrderDeliveryType): Promise<void> {
  await request({ method: 'POST', url: '/order/validate', data: { products, deliveryType } });
}

/**
 * POST /order/discount with the order payload as far as it is known (model.ts `discountOrderPayload`): the code's
 * effect line by line (cents), the delivery priced by the platform.
 */
export async function orderDiscount(code: string, order: Omit<DiscountBody, 'discountCode'>): Promise<DiscountSummary> {
  const raw = await request({ method: 'POST', url: '/order/discount', data: { ...order, discountCode: code } });
  const d = await checkedInDevelopment(raw, shop, (c) => c.discountResponseSchema);
  return {
    code,
    valueCents: eurosToCents(d.value),
    totalCents: eurosToCents(d.total),
    subtotalCents: eurosToCents(d.subtotal),
    shippingFeesCents: eurosToCents(d.shippingFees),
  };
}

/**
 * POST /order with the checkout's idempotency key (issue 14 contracts): the same key answers the same order,
 * so a double click, a retry after a network cut or a reload during payment makes one order.
 */
export async function placeOrder(body: OrderBody, idempotencyKey: string): Promise<ApiOrder> {
  const raw = await request({
    method: 'POST',
    url: '/order',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return checkedInDevelopment(raw, shop, (c) => c.orderSchema);
}

const ORDER_ROOT = [...AUTH_QUERY_ROOT, 'checkout', 'order'] as const;

/** GET /order/{id}: one of the member's orders (another member's is a 404). Keyed under auth: a logout drops it. */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [...ORDER_ROOT, id],
    queryFn: async () => checkedInDevelopment(await request({ url: `/order/${id}` }), shop, (c) => c.orderSchema),
    retry: false,
  });

/** GET /order (the latest ones): their delivery addresses are the customer's saved addresses. */
export const recentOrdersQuery = () =>
  queryOptions({
    queryKey: [...AUTH_QUERY_ROOT, 'checkout', 'recent-orders'],
    queryFn: async () =>
      checkedInDevelopment(await request({ url: '/order', params: { nbItem: 10, page: 1 } }), shopLists, (c) =>
        c.listOf('items', c.orderSchema),
      ),
    retry: false,
    staleTime: 60_000,
  });
