'use client';

import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/notify';
import { TotalsList } from '@/components/totals-list';
import { formatPrice } from '@/lib/format/price';
import { isPlatformError } from '@/lib/platform/errors';
import type { ApiCart } from '@/lib/platform/schemas/shop';
import { deleteCart, removeLine, setDiscountCode, setLineQuantity } from '../api/cart-calls';
import { CART_QUERY_ROOT, cartQuery, storeCartAnswer } from '../api/cart-queries';
import {
  declinationParts,
  expeditionWarning,
  freeShippingView,
  hasBottles,
  isRefusedRefresh,
  lineImage,
  type CartSettings,
} from '../cart-view';
import { clearCart, restoreCart, setCartError, syncCart, useCart } from '../store';
import { LineQuantity } from './line-quantity';
import styles from './cart-screen.module.css';
import { ScreenLoading, SplitLayout } from '@/components/screen/screen';
import { Screen, ScreenAlert } from '@/components/screen/screen-states';
import { CartEmptyScreen, CartErrorBanner } from './cart-empty';
import { FreeShippingText } from './free-shipping-text';
import { countValues } from '@/lib/format/number';
import { ExpeditionRuleText } from './expedition-rule-text';

type Line = ApiCart['products'][number];

// The discount code's form (react-hook-form, its zod schema) loads with a cart that has lines: an empty /panier
// does not need it (issue 14 §5: script ≤ bare + 90 kB).
const DiscountForm = dynamic(() => import('./discount-form').then((m) => m.DiscountForm), {
  loading: () => <div aria-busy="true" className={styles.discountLoading} />,
});

export interface CartScreenProps {
  siteId: number;
  settings: CartSettings;
}

/** The message of a failed cart call (the server's when it answered one). */
const failureMessage = (error: unknown, fallback: string) =>
  isPlatformError(error) && error.kind === 'refused' && error.message ? error.message : fallback;

/**
 * /panier (spec §4, §7): the visitor's cart, refreshed from the platform on every visit (never cached). Lines
 * with image, declination, unit and line price; quantity change within the spec §5 rules; removal; discount
 * code; subtotal, discount and total; for bottles the wine rules (free-shipping progress, expedition limits,
 * SHIPPING_MESSAGE). A refresh the platform refuses (the cart no longer exists) clears the local cart and
 * says so (spec §4, §8).
 */
export function CartScreen({ siteId, settings }: CartScreenProps) {
  const t = useTranslations('cart');
  const tExpedition = useTranslations('expedition');
  const queryClient = useQueryClient();
  useEffect(() => restoreCart(siteId), [siteId]);
  const restored = useCart((state) => state.siteId === siteId);
  const cartId = useCart((state) => state.cartId);
  const query = useQuery({ ...cartQuery(siteId, cartId), enabled: restored });
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});

  // A fresh answer is the truth for the badge; a refused refresh clears the local cart (spec §4).
  useEffect(() => {
    if (query.data) syncCart(query.data);
  }, [query.data]);
  useEffect(() => {
    const error = query.error;
    if (!isRefusedRefresh(error)) return;
    const message = t('cartLost');
    queryClient.removeQueries({ queryKey: CART_QUERY_ROOT });
    clearCart(message);
    notify.error(message);
  }, [query.error, queryClient, t]);

  const onAnswer = (cart: ApiCart) => {
    storeCartAnswer(queryClient, siteId, cartId, cart);
    syncCart(cart);
  };
  const onFailure = (error: unknown) => {
    const message = failureMessage(error, t('genericError'));
    setCartError(message);
    notify.error(message);
    // The cart may have changed (or vanished): refetch it; a refused refresh clears it.
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT });
    return message;
  };

  const quantity = useMutation({
    mutationFn: ({ line, value }: { line: Line; value: number }) => setLineQuantity(cartId, line.id, value),
    onSuccess: (cart, { line }) => {
      onAnswer(cart);
      setLineErrors(({ [line.id]: _, ...rest }) => rest);
      notify.success(t('quantityUpdated'));
    },
    onError: (error, { line }) => setLineErrors((errors) => ({ ...errors, [line.id]: onFailure(error) })),
  });
  const remove = useMutation({
    mutationFn: (line: Line) => removeLine(cartId, line.id),
    onSuccess: (cart) => {
      onAnswer(cart);
      notify.success(t('removed'));
      listHeading.current?.focus();
    },
    onError: (error, line) => setLineErrors((errors) => ({ ...errors, [line.id]: onFailure(error) })),
  });
  // « Vider mon panier »: DELETE /cart/{id}, then the local cart back to "new" — the checkout's stored choices go with
  // it (spec §4 "Clearing the cart empties all of them": features/checkout's store follows the cart's id).
  const empty = useMutation({
    mutationFn: () => deleteCart(cartId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: CART_QUERY_ROOT });
      clearCart();
      notify.success(t('emptied'));
    },
    onError: (error) => void onFailure(error),
  });
  const discount = useMutation({
    mutationFn: (code: string | null) => setDiscountCode(cartId, code),
    onSuccess: (cart, code) => {
      onAnswer(cart);
      notify.success(t(code ? 'discountApplied' : 'discountRemoved'));
    },
  });

  const cart = query.data;
  const loading = !restored || (query.isPending && query.fetchStatus !== 'idle');
  const banner = <CartErrorBanner />;

  if (loading) {
    return <ScreenLoading label={t('loading')} />;
  }

  if (query.isError && !cart) {
    // Network trouble: the local cart is kept; a refusal is handled above (cleared).
    return (
      <Screen>
        {banner}
        <ScreenAlert
          message={t('genericError')}
          action={
            <button type="button" className={styles.button} onClick={() => void query.refetch()}>
              {t('retry')}
            </button>
          }
        />
      </Screen>
    );
  }

  if (!cart || cart.products.length === 0) {
    return <CartEmptyScreen settings={settings} />;
  }

  const price = (euros: number) => (settings.hidePrices ? '' : formatPrice(euros));
  const bottles = hasBottles(cart);
  const freeShipping = bottles ? freeShippingView(cart, settings) : null;
  const expedition = bottles ? expeditionWarning(cart, settings) : ({ ok: true } as const);
  const offersShipping = cart.discount?.detailType === 'SHIPPING_FEES';

  return (
    <Screen>
      {banner}
      <SplitLayout>
        <section aria-labelledby="cart-lines" className={styles.lines}>
          <h2 id="cart-lines" ref={listHeading} tabIndex={-1} className={styles.heading}>
            {t('lines')}
          </h2>
          <ul className={styles.list}>
            {cart.products.map((line) => {
              const parts = declinationParts(line);
              const image = lineImage(line);
              const details = [
                parts.year ? t('vintage', { year: parts.year }) : null,
                parts.capacity,
                ...parts.variations,
              ].filter(Boolean);
              return (
                <li key={line.id} className={styles.line} aria-label={line.product.name}>
                  {image ? (
                    <img src={image} alt="" className={styles.image} width={88} height={88} loading="lazy" />
                  ) : (
                    <span className={styles.image} />
                  )}
                  <div className={styles.info}>
                    <h3 className={styles.name}>{line.product.name}</h3>
                    {details.length > 0 && <p className={styles.details}>{details.join(' · ')}</p>}
                    {!settings.hidePrices && (
                      <p className={styles.unit}>
                        <span className="visually-hidden">{t('unitPrice')} : </span>
                        {price(line.unitPrice)}
                        <span aria-hidden="true"> / u.</span>
                      </p>
                    )}
                  </div>
                  <LineQuantity
                    line={line}
                    pending={quantity.isPending && quantity.variables?.line.id === line.id}
                    error={lineErrors[line.id] ?? null}
                    onError={(message) => setLineErrors((errors) => ({ ...errors, [line.id]: message }))}
                    onChange={(value) => quantity.mutate({ line, value })}
                  />
                  {!settings.hidePrices && (
                    <p className={styles.lineTotal}>
                      <span className="visually-hidden">{t('lineTotal')} : </span>
                      {price(line.totalPrice)}
                    </p>
                  )}
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => remove.mutate(line)}
                    disabled={remove.isPending && remove.variables?.id === line.id}
                    aria-label={t('removeLabel', { name: line.product.name })}
                  >
                    {t('remove')}
                  </button>
                </li>
              );
            })}
          </ul>
          <EmptyCartButton pending={empty.isPending} onConfirm={() => empty.mutate()} />
        </section>

        <aside className={styles.side} aria-labelledby="cart-summary">
          <h2 id="cart-summary" className={styles.heading}>
            {t('summary')}
          </h2>
          <DiscountForm
            current={cart.discount}
            pending={discount.isPending}
            onApply={(code) => discount.mutateAsync(code)}
            onRemove={() => discount.mutateAsync(null)}
          />
          <TotalsList
            rows={[
              { id: 'subtotal', label: t('subtotal'), value: price(cart.subtotal) },
              cart.discountTotal > 0 && {
                id: 'discount',
                label: t('discount'),
                value: `−${price(cart.discountTotal)}`,
              },
              {
                id: 'shipping',
                label: t('shipping'),
                value: offersShipping || freeShipping?.reached ? t('shippingOffered') : t('shippingLater'),
              },
            ]}
            total={{ id: 'total', label: t('total'), value: price(cart.total) }}
          />

          {bottles && (
            <div className={styles.wine}>
              <p>{t('bottleCount', { count: t('bottles', countValues(cart.bottleCount)) })}</p>
              {freeShipping && !offersShipping && (
                <div className={styles.progress}>
                  <FreeShippingText state={freeShipping} />
                  <progress
                    max={100}
                    value={Math.round(freeShipping.progress * 100)}
                    aria-label={t('freeShippingProgress')}
                  />
                </div>
              )}
              {!expedition.ok && (
                <p className={styles.warning} role="status">
                  <ExpeditionRuleText failed={expedition} />
                  {settings.collectOffered && <> {tExpedition('collectInstead')}</>}
                </p>
              )}
            </div>
          )}
          {settings.shippingMessage && (
            <div className={styles.shippingMessage}>
              <h3>{t('shippingInfo')}</h3>
              <p>{settings.shippingMessage}</p>
            </div>
          )}

          {/* Issue 14: the checkout; it offers log-in or registration itself when needed. */}
          <Link href="/commande" className={styles.checkout}>
            {t('checkout')}
          </Link>
        </aside>
      </SplitLayout>
    </Screen>
  );
}

/**
 * « Vider mon panier », asked twice: the first press shows the question and its two answers (focus on « Annuler »,
 * the harmless one), so a slip of the thumb on a phone empties nothing.
 */
function EmptyCartButton({ pending, onConfirm }: { pending: boolean; onConfirm: () => void }) {
  const t = useTranslations('cart');
  const [asking, setAsking] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  // Focus follows the question: to « Annuler » when it opens, back to « Vider mon panier » when it is cancelled.
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (cancelled.current) ask.current?.focus();
    cancelled.current = false;
  }, [asking]);
  if (!asking) {
    return (
      <button ref={ask} type="button" className={styles.emptyCart} onClick={() => setAsking(true)}>
        {t('emptyCart')}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby="cart-empty-question" className={styles.emptyConfirm}>
      <p id="cart-empty-question">{t('emptyQuestion')}</p>
      <button type="button" className={styles.emptyYes} onClick={onConfirm} disabled={pending}>
        {t('emptyYes')}
      </button>
      <button
        ref={cancel}
        type="button"
        className={styles.linkButton}
        onClick={() => {
          cancelled.current = true;
          setAsking(false);
        }}
      >
        {t('emptyCancel')}
      </button>
    </div>
  );
}
