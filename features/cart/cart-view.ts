import { formatCapacity } from '@/lib/format/capacity';
import { isPlatformError } from '@/lib/platform/errors';
import { asPositiveNumber, isOn } from '@/lib/platform/parameter-values';
import {
  checkExpedition,
  expeditionSettingsOf,
  type ExpeditionCheck,
  type ExpeditionSettings,
} from '@/lib/rules/shipping';
import type { ApiCart } from '@/lib/platform/schemas/shop';
import { storedImageSrc } from '@/lib/platform/image-src';

// Pure display rules of the cart screen (spec §4, §5, §9 wine rules), unit-tested.

type Line = ApiCart['products'][number];

/** The shop parameters the cart screen needs, read on the server and passed as props. */
export interface CartSettings {
  /** SHIPPING_MESSAGE, as the owner wrote it (plain text). */
  shippingMessage: string | null;
  /** BOTTLE_MULTIPLE, MINIMUM_EXPEDITION_BOTTLE, MAXIMUM_EXPEDITION_BOTTLE. */
  expedition: ExpeditionSettings;
  /** FREE_SHIPPING_BOTTLE and FREE_SHIPPING_PRICE (euros). */
  freeShippingBottles: number | null;
  freeShippingPrice: number | null;
  /** HIDE_PRODUCT_PRICES */
  hidePrices: boolean;
  /** LOCK_DELIVERY: nothing is shipped (collection only), so no free-shipping progress and no expedition limit. */
  lockDelivery: boolean;
  /** The shop page of the page tree (cms route `products`), for the empty cart; null without one. */
  shopHref: string | null;
  /**
   * Whether the shop has a click-and-collect point (lib/rules/collect.ts): then a cart its bottles cannot ship is
   * told it can still be collected.
   */
  collectOffered: boolean;
}

/** The cart's settings from the site's parameters (unset, empty or non-positive numbers mean "no rule"). */
export function cartSettingsOf(
  parameters: Readonly<Record<string, string | null>>,
  site: Pick<CartSettings, 'shopHref' | 'collectOffered'>,
): CartSettings {
  return {
    shippingMessage: parameters.SHIPPING_MESSAGE?.trim() || null,
    expedition: expeditionSettingsOf(parameters),
    freeShippingBottles: asPositiveNumber(parameters.FREE_SHIPPING_BOTTLE),
    freeShippingPrice: asPositiveNumber(parameters.FREE_SHIPPING_PRICE),
    hidePrices: isOn(parameters.HIDE_PRODUCT_PRICES),
    lockDelivery: isOn(parameters.LOCK_DELIVERY),
    shopHref: site.shopHref,
    collectOffered: site.collectOffered,
  };
}

/** What distinguishes a line's declination: vintage, capacity and variations (display labels first). */
export function declinationParts(line: Line): { year: number | null; capacity: string | null; variations: string[] } {
  const d = line.declination;
  const variations = [d.variation1, d.variation2, d.variation3]
    .flatMap((v) => (v ? [(v.displayLabel ?? v.label).trim()] : []))
    .filter(Boolean);
  return { year: d.year, capacity: formatCapacity(d.capacity, d.capacityUnit), variations };
}

/** Whether the cart holds bottles (WINE or BOX lines with shipping fees): the wine rules concern only them. */
export const hasBottles = (cart: Pick<ApiCart, 'bottleCount'>) => cart.bottleCount > 0;

/** Free-shipping progress (spec §9 FREE_SHIPPING_BOTTLE / FREE_SHIPPING_PRICE), from the server's counts. */
export interface FreeShippingView {
  reached: boolean;
  remainingBottles: number | null;
  remainingPrice: number | null;
  /** 0–1, the better of the two thresholds. */
  progress: number;
}

export function freeShippingView(
  cart: Pick<ApiCart, 'bottleCount' | 'subtotal' | 'freeShipping'>,
  settings: CartSettings,
): FreeShippingView | null {
  const { freeShippingBottles: bottles, freeShippingPrice: price } = settings;
  if (settings.lockDelivery || (bottles == null && price == null)) return null;
  const ratios = [bottles != null ? cart.bottleCount / bottles : 0, price != null ? cart.subtotal / price : 0];
  return {
    reached: cart.freeShipping.reached,
    remainingBottles: cart.freeShipping.remainingBottles,
    remainingPrice: cart.freeShipping.remainingPrice,
    progress: cart.freeShipping.reached ? 1 : Math.min(1, Math.max(0, ...ratios)),
  };
}

/** BOTTLE_MULTIPLE and MINIMUM_ / MAXIMUM_EXPEDITION_BOTTLE on the cart's bottles (half bottles counted by the server). */
/** The expedition limit the cart's bottles break, if any: none where nothing is shipped (LOCK_DELIVERY). */
export const expeditionWarning = (cart: Pick<ApiCart, 'bottleCount'>, settings: CartSettings): ExpeditionCheck =>
  settings.lockDelivery ? { ok: true } : checkExpedition(cart.bottleCount, settings.expedition);

/** An image of the platform as the storefront serves it (`/images/…`), or null. */
export const lineImage = (line: Line): string | null => storedImageSrc(line.declination.image ?? line.product.image);

/**
 * Whether a failed cart refresh means the cart is gone (spec §8 "a failed cart refresh clears the local cart"): the
 * platform refused it, a 4xx. A 5xx, a timeout or no answer at all (the platform or the network is down, the browser
 * proxy's 502) keeps the cart: it is still there when the platform comes back (issue 17).
 */
export const isRefusedRefresh = (error: unknown): boolean =>
  isPlatformError(error) && error.status !== null && error.status >= 400 && error.status < 500;
