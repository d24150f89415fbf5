import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { isCartUuid, type ApiCart } from '../../../lib/platform/schemas/shop';
import { applyDiscount, countBottles, freeShipping } from '../../../lib/rules/shipping';
import type { DbOrTx } from '../../db/client';
import { cartProducts, carts, discountCodes } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { centsToEuros, capacityFromX10, toApiDeclination } from '../catalogue/adapter';
import { isCurrent, toApiDiscount, toRule } from './discounts';
import { itemStep, loadDetails, loadSellable, shippingLine, unitPriceCents } from './lines';
import { readShopSettings } from './settings';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartProducts.$inferSelect;

/**
 * A cart of this site the caller may use: an anonymous cart by its id (spec §6), a member's
 * cart only by that member. Anything else is "not found" (never reveal another's cart).
 */
export async function findCart(db: DbOrTx, siteId: number, user: AuthUser | null, cartId: string): Promise<CartRow> {
  if (!isCartUuid(cartId)) throw notFound('shop.cartNotFound');
  const [row] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.id, cartId),
        eq(carts.siteId, siteId),
        user ? or(isNull(carts.userId), eq(carts.userId, user.id)) : isNull(carts.userId),
      ),
    );
  if (!row) throw notFound('shop.cartNotFound');
  return row;
}

/** The member's default cart, if any. */
export async function findDefaultCart(db: DbOrTx, siteId: number, userId: number): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.siteId, siteId), eq(carts.userId, userId), eq(carts.isDefault, true)));
  return row ?? null;
}

/**
 * Creates a cart. A member's first cart becomes the default one; the partial unique index
 * keeps one default per member even when two requests race (the loser is a plain cart).
 */
export async function createCart(
  db: DbOrTx,
  siteId: number,
  user: AuthUser | null,
  discountCodeId: number | null = null,
): Promise<CartRow> {
  if (user) {
    const [made] = await db
      .insert(carts)
      .values({ id: randomUUID(), siteId, userId: user.id, isDefault: true, discountCodeId })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
  }
  const [row] = await db
    .insert(carts)
    .values({ id: randomUUID(), siteId, userId: user?.id ?? null, isDefault: false, discountCodeId })
    .returning();
  return row!;
}

/** The member's default cart, created when missing (GET /cart/new/default). */
export async function defaultCartOf(db: DbOrTx, siteId: number, user: AuthUser): Promise<CartRow> {
  return (await findDefaultCart(db, siteId, user.id)) ?? (await createCart(db, siteId, user));
}

export const touchCart = (db: DbOrTx, cart: CartRow) =>
  db
    .update(carts)
    .set({ updatedAt: new Date() })
    .where(and(eq(carts.id, cart.id), eq(carts.siteId, cart.siteId)));

export async function cartLines(db: DbOrTx, siteId: number, cartId: string): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartProducts)
    .where(and(eq(cartProducts.siteId, siteId), eq(cartProducts.cartId, cartId)))
    .orderBy(asc(cartProducts.id));
}

/** The cart as the API answers it (spec §3 Cart, design of lib/platform/schemas/shop.ts). */
export async function buildCart(db: DbOrTx, cart: CartRow, now: Date): Promise<ApiCart> {
  const siteId = cart.siteId;
  const lines = await cartLines(db, siteId, cart.id);
  const sellable = await loadSellable(
    db,
    siteId,
    lines.map((line) => line.declinationId),
  );
  const details = await loadDetails(db, siteId, sellable.values());
  const settings = await readShopSettings(db, siteId);
  const [code] = cart.discountCodeId
    ? await db
        .select()
        .from(discountCodes)
        .where(and(eq(discountCodes.id, cart.discountCodeId), eq(discountCodes.siteId, siteId)))
    : [];
  const discount = code && isCurrent(code, now) ? code : null;

  const products: ApiCart['products'] = [];
  let subtotalCents = 0;
  let units = 0;
  const shipping = [];
  // A line whose declination is no longer sold is left out of the cart (and of its totals).
  for (const line of lines) {
    const item = sellable.get(line.declinationId);
    if (!item) continue;
    const unit = unitPriceCents(item, line.quantity);
    subtotalCents += unit * line.quantity;
    units += line.quantity;
    shipping.push(shippingLine(item, line.quantity));
    products.push({
      id: line.id,
      quantity: line.quantity,
      type: item.product.type,
      hasShippingFees: item.product.hasShippingFees,
      reference: {
        capacity: capacityFromX10(item.declination.capacityX10),
        capacityUnit: item.declination.capacityX10 === null ? null : item.declination.capacityUnit,
      },
      sellByMultipleOf: item.declination.sellByMultipleOf,
      multipleOf: item.product.multipleOf,
      step: itemStep(item),
      declination: toApiDeclination(item.declination, details),
      product: { id: item.product.id, name: item.product.name, slug: item.product.slug, image: item.product.image },
      unitPrice: centsToEuros(unit),
      totalPrice: centsToEuros(unit * line.quantity),
    });
  }
  const priced = applyDiscount(subtotalCents, 0, discount ? toRule(discount) : null);
  const bottleCount = countBottles(shipping);
  const free = freeShipping(bottleCount, subtotalCents, settings.freeShipping);
  const offered = discount?.detailType === 'SHIPPING_FEES';
  return {
    id: cart.id,
    type: cart.type,
    products,
    totalProduct: units,
    subtotal: centsToEuros(subtotalCents),
    discount: discount ? toApiDiscount(discount) : null,
    discountTotal: centsToEuros(priced.productDiscountCents),
    total: centsToEuros(priced.totalCents),
    bottleCount,
    freeShipping: {
      reached: free.reached || offered,
      remainingBottles: offered ? 0 : free.remainingBottles,
      remainingPrice: offered ? 0 : free.remainingPriceCents === null ? null : centsToEuros(free.remainingPriceCents),
    },
  };
}

/**
 * After login (spec §4), the stored cart becomes the member's default cart: an anonymous cart is
 * taken over, and the lines of the member's previous default cart that it lacks are moved into it
 * (for a declination in both, the cart the visitor just used wins), then the old cart is deleted.
 */
export async function makeDefault(db: DbOrTx, cart: CartRow, user: AuthUser): Promise<CartRow> {
  if (cart.userId === user.id && cart.isDefault) return cart;
  const previous = await findDefaultCart(db, cart.siteId, user.id);
  if (previous && previous.id !== cart.id) {
    const mine = await cartLines(db, cart.siteId, cart.id);
    const present = new Set(mine.map((line) => line.declinationId));
    const moving = (await cartLines(db, cart.siteId, previous.id)).filter((line) => !present.has(line.declinationId));
    if (moving.length > 0) {
      await db
        .update(cartProducts)
        .set({ cartId: cart.id })
        .where(
          and(
            eq(cartProducts.siteId, cart.siteId),
            inArray(
              cartProducts.id,
              moving.map((line) => line.id),
            ),
          ),
        );
    }
    await db.delete(carts).where(and(eq(carts.id, previous.id), eq(carts.siteId, cart.siteId)));
  }
  const [updated] = await db
    .update(carts)
    .set({
      userId: user.id,
      isDefault: true,
      discountCodeId: cart.discountCodeId ?? previous?.discountCodeId ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(carts.id, cart.id), eq(carts.siteId, cart.siteId)))
    .returning();
  return updated!;
}
