import { asPositiveNumber, isOn } from '@/lib/platform/parameter-values';
import { expeditionSettingsOf, type ExpeditionSettings } from '@/lib/rules/shipping';
import { isCartUuid } from '@/lib/platform/cart-id';

// The checkout's data (spec §3 "Checkout state", "Access point") and its pure rules (spec §4 "Delivery type",
// §7 POST /order): which delivery types a site and a cart allow, which countries, and the order's body.
// Money is integer cents here (the contract speaks euros: converted at the call's edge, api/checkout-calls.ts).

/** Spec §3: the customer's choice. PICKUP is not a choice of its own: it is a delivery with a PICKUP carrier. */
export type DeliveryChoice = 'delivery' | 'clickAndCollect' | 'no_delivery';
export type OrderDeliveryType = 'DELIVERY' | 'CLICK_AND_COLLECT' | 'NO_DELIVERY' | 'PICKUP';

export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  address: string;
  addressPart2: string;
  postalCode: string;
  city: string;
  /** GET /countries id and its three-letter code. */
  idCountry: number;
  country: string;
}

export interface Carrier {
  id: number;
  name: string;
  serviceCode: string;
  /** What the customer pays, cents (0 once free shipping is reached). */
  priceCents: number;
  /** The carrier's fee before free shipping, cents. */
  fdpCents: number;
  deliveryType: 'DELIVERY' | 'PICKUP';
  siteType: 'STANDARD' | 'EXPORT';
}

export interface AccessPoint {
  id: string;
  name: string;
  addLine1: string;
  zipCode: string;
  city: string;
  country: string;
  distance: number | null;
}

export interface CollectChoice {
  idAddress?: number;
  date?: string;
  idSchedule?: number;
}

/** POST /order/discount's answer in cents (spec §3 discount: value, total, subtotal, shippingFees). */
export interface DiscountSummary {
  code: string;
  valueCents: number;
  totalCents: number;
  subtotalCents: number;
  shippingFeesCents: number;
}

/** The shop parameters the checkout obeys, read on the server from GET /parameter. */
export interface CheckoutSettings {
  lockDelivery: boolean;
  /** ONLY_SELL_IN_FRANCE and SELL_WORLDWIDE: the countries offered (lib/rules/sales-area.ts, the platform's rule too). */
  onlyFrance: boolean;
  worldwide: boolean;
  /** PAYMENT_METHOD as the owner set it. */
  paymentMethod: string | null;
  balancePaymentConditions: string | null;
  shippingMessage: string | null;
  clickAndCollectHours: number;
  /** The Loi Évin messages (DISPLAY_ALCOHOL_SELLING_MESSAGE, DISPLAY_ETHYLOTEST_MESSAGE) of a wine estate. */
  alcoholMessage: boolean;
  ethylotestMessage: boolean;
  isWinemaker: boolean;
  /** ALLOW_ONLY_MOBILE_PHONE (lib/rules/registration.ts). */
  onlyMobilePhone: boolean;
  /** BOTTLE_MULTIPLE, MINIMUM_EXPEDITION_BOTTLE, MAXIMUM_EXPEDITION_BOTTLE: what may be shipped (not collected). */
  expedition: ExpeditionSettings;
  /** FREE_SHIPPING_BOTTLE and FREE_SHIPPING_PRICE (cents). */
  freeShippingBottles: number | null;
  freeShippingPriceCents: number | null;
}

const text = (value: string | null | undefined) => value?.trim() || null;
export function checkoutSettingsOf(
  parameters: Readonly<Record<string, string | null>>,
  isWinemaker: boolean,
): CheckoutSettings {
  const freePrice = asPositiveNumber(parameters.FREE_SHIPPING_PRICE);
  return {
    lockDelivery: isOn(parameters.LOCK_DELIVERY),
    onlyFrance: isOn(parameters.ONLY_SELL_IN_FRANCE),
    worldwide: isOn(parameters.SELL_WORLDWIDE),
    paymentMethod: text(parameters.PAYMENT_METHOD),
    balancePaymentConditions: text(parameters.BALANCE_PAYMENT_CONDITIONS),
    shippingMessage: text(parameters.SHIPPING_MESSAGE),
    clickAndCollectHours: asPositiveNumber(parameters.CLICK_AND_COLLECT_HOURS) ?? 0,
    alcoholMessage: isOn(parameters.DISPLAY_ALCOHOL_SELLING_MESSAGE),
    ethylotestMessage: isOn(parameters.DISPLAY_ETHYLOTEST_MESSAGE),
    isWinemaker,
    onlyMobilePhone: isOn(parameters.ALLOW_ONLY_MOBILE_PHONE),
    expedition: expeditionSettingsOf(parameters),
    freeShippingBottles: asPositiveNumber(parameters.FREE_SHIPPING_BOTTLE),
    freeShippingPriceCents: freePrice === null ? null : Math.round(freePrice * 100),
  };
}

/**
 * Spec §4 / issue 14 §1 "Delivery type": what the site and the cart allow, in the order offered.
 * - a cart with no product that needs shipping: no delivery (and collection where the shop has a pick-up point);
 * - LOCK_DELIVERY: nothing is shipped (collection only);
 * - click-and-collect only where the shop has a click-and-collect address.
 */
export function availableDeliveryChoices(
  settings: Pick<CheckoutSettings, 'lockDelivery'>,
  cart: { needsShipping: boolean },
  hasCollectAddress: boolean,
): DeliveryChoice[] {
  const choices: DeliveryChoice[] = [];
  if (!cart.needsShipping) choices.push('no_delivery');
  else if (!settings.lockDelivery) choices.push('delivery');
  if (hasCollectAddress) choices.push('clickAndCollect');
  return choices;
}

/** The type POST /order receives: a delivery with a PICKUP carrier is a PICKUP order. */
export function orderDeliveryType(
  choice: DeliveryChoice,
  carrier: Pick<Carrier, 'deliveryType'> | null,
): OrderDeliveryType {
  if (choice === 'clickAndCollect') return 'CLICK_AND_COLLECT';
  if (choice === 'no_delivery') return 'NO_DELIVERY';
  return carrier?.deliveryType === 'PICKUP' ? 'PICKUP' : 'DELIVERY';
}

/**
 * Whether the platform's answer about the order a checkout waits to pay (`GET /order/{id}`; null: not found) says it
 * can no longer be paid: cancelled (its payment hold ran out, mock-api payment-hold.ts, or the shop cancelled it)
 * or gone. A paid order is not lost: paying it again answers « succeeded » without a charge and leads to its
 * confirmation.
 */
export function pendingOrderLost(order: { status: string; paymentStatus: string } | null): boolean {
  return order === null || order.status === 'CANCELLED' || order.paymentStatus === 'CANCELLED';
}

/** What the order is built from (the checkout store's choices and the cart's lines). */
export interface OrderInput {
  cartId: string;
  lines: readonly { declinationId: number; quantity: number }[];
  deliveryType: DeliveryChoice;
  carrier: Carrier | null;
  accessPoint: AccessPoint | null;
  clickAndCollect: CollectChoice | null;
  shippingAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  billingSameAsDelivery: boolean;
  phone: string;
  message: string;
  discountCode: string | null;
  paymentMethod?: 'CARD' | 'ON_SITE';
}

const contractAddress = (address: CheckoutAddress) => ({
  firstname: address.firstname.trim(),
  lastname: address.lastname.trim(),
  address: address.address.trim(),
  addressPart2: address.addressPart2.trim() || null,
  postalCode: address.postalCode.trim(),
  city: address.city.trim(),
  country: address.country,
});

export type OrderBody = ReturnType<typeof buildOrderBody>;

/** Why an order cannot be built yet (a step left undone): the step the customer must go back to. */
export class IncompleteOrder extends Error {
  constructor(readonly missing: 'delivery' | 'carrier' | 'accessPoint' | 'collect' | 'address' | 'billing' | 'phone') {
    super(`incomplete order: ${missing}`);
  }
}

/** The order's delivery block: type, carrier id (or the export carrier's service), access point, postal code, country. */
function deliveryBlock(
  type: OrderDeliveryType,
  input: Pick<OrderInput, 'carrier' | 'accessPoint' | 'shippingAddress'>,
) {
  const shipped = type === 'DELIVERY' || type === 'PICKUP';
  const carrier = shipped ? input.carrier : null;
  return {
    type,
    ...(carrier && carrier.siteType === 'EXPORT'
      ? { serviceName: carrier.name, serviceCode: carrier.serviceCode, price: carrier.priceCents / 100 }
      : carrier
        ? { idCarrier: carrier.id }
        : {}),
    ...(type === 'PICKUP' && input.accessPoint
      ? {
          accessPoint: {
            id: input.accessPoint.id,
            name: input.accessPoint.name,
            addLine1: input.accessPoint.addLine1,
            zipCode: input.accessPoint.zipCode,
            city: input.accessPoint.city,
            country: input.accessPoint.country,
          },
        }
      : {}),
    ...(shipped && input.shippingAddress
      ? {
          deliveryPostalCode: input.shippingAddress.postalCode.trim(),
          deliveryIdCountry: input.shippingAddress.idCountry,
        }
      : {}),
  };
}

/**
 * The order payload POST /order/discount takes (spec §7), as far as the payment step knows it: the products, and the
 * delivery block with its address once a carrier is chosen (the platform prices it, as it will for the order). Phone,
 * billing and message stay out: the code's effect does not depend on them.
 */
export function discountOrderPayload(
  input: Pick<OrderInput, 'cartId' | 'lines' | 'deliveryType' | 'carrier' | 'accessPoint' | 'shippingAddress'>,
) {
  const type = orderDeliveryType(input.deliveryType, input.carrier);
  const shipped = type === 'DELIVERY' || type === 'PICKUP';
  return {
    ...(isCartUuid(input.cartId) ? { cartId: input.cartId } : {}),
    products: input.lines.map((line) => ({ id: line.declinationId, quantity: line.quantity })),
    ...(shipped && !input.carrier ? {} : { delivery: deliveryBlock(type, input) }),
    ...(shipped && input.shippingAddress ? { deliveryAddress: contractAddress(input.shippingAddress) } : {}),
  };
}

/**
 * The body of POST /order (spec §7 "Orders and delivery"), pure: products (declination id and quantity), phone,
 * delivery and billing addresses, discount code, message, dateSchedule and idSchedule, and the delivery block
 * (type, carrier id or the export carrier's service name, code and price, access point, deliveryPostalCode,
 * deliveryIdCountry). Prices in it are only what the customer saw: the platform recomputes every one.
 */
export function buildOrderBody(input: OrderInput) {
  const type = orderDeliveryType(input.deliveryType, input.carrier);
  const shipped = type === 'DELIVERY' || type === 'PICKUP';
  if (shipped && !input.carrier) throw new IncompleteOrder('carrier');
  if (shipped && !input.shippingAddress) throw new IncompleteOrder('address');
  if (type === 'PICKUP' && !input.accessPoint) throw new IncompleteOrder('accessPoint');
  const collect = input.clickAndCollect;
  if (type === 'CLICK_AND_COLLECT' && (!collect?.date || !collect.idSchedule)) throw new IncompleteOrder('collect');
  const billing = shipped && input.billingSameAsDelivery ? input.shippingAddress : input.billingAddress;
  if (!billing) throw new IncompleteOrder('billing');
  if (!input.phone.trim()) throw new IncompleteOrder('phone');

  const delivery = deliveryBlock(type, input);
  return {
    ...(isCartUuid(input.cartId) ? { cartId: input.cartId } : {}),
    products: input.lines.map((line) => ({ id: line.declinationId, quantity: line.quantity })),
    phone: input.phone.trim(),
    deliveryAddress: shipped ? contractAddress(input.shippingAddress!) : null,
    billingAddress: contractAddress(billing),
    discountCode: input.discountCode?.trim() || null,
    message: input.message.trim() || null,
    dateSchedule: type === 'CLICK_AND_COLLECT' ? collect!.date! : null,
    idSchedule: type === 'CLICK_AND_COLLECT' ? collect!.idSchedule! : null,
    delivery,
    ...(input.paymentMethod ? { paymentMethod: input.paymentMethod } : {}),
  };
}
