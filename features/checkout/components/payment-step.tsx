'use client';

import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CheckboxField, TextAreaField, TextField } from '@/components/form/fields';
import { TotalsList } from '@/components/totals-list';
import { eurosToCents, formatFeeCents, formatPrice } from '@/lib/format/price';
import { applyServerErrors, lineErrorsOf } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { isPlatformError, PlatformError } from '@/lib/platform/errors';
import type { ApiCart } from '@/lib/platform/schemas/shop';
import { orderDiscount, placeOrder, validateOrder } from '../api/checkout-calls';
import {
  buildOrderBody,
  discountOrderPayload,
  IncompleteOrder,
  orderDeliveryType,
  type CheckoutSettings,
} from '../model';
import { addressValuesOf, detailsSchema, draftAddress, type DetailsValues } from '../schemas';
import { checkoutStore, ensureIdempotencyKey, forgetPendingOrder, updateCheckout, useCheckout } from '../store';
import { CollectSlotSummary } from '../click-and-collect';
import { CardPaymentForm, orderPaymentMethod, paymentOptionsFor, type PaymentOption } from '../payment';
import { AddressFields, type CountryOption } from './address-fields';
import { OrderLines } from './order-lines';
import styles from './checkout.module.css';
import { SplitLayout } from '@/components/screen/screen';

const DETAIL_FIELDS = [
  'billing.firstname',
  'billing.lastname',
  'billing.address',
  'billing.postalCode',
  'billing.city',
  'phone',
  'message',
  'terms',
] as const;

/**
 * Step 2 (issue 14 §1 "Billing", "Validation", "Payment"): the delivery chosen, billing (same as the delivery
 * unless unticked), phone, message, discount code line by line, the shop's conditions, the sale terms; then
 * POST /order/validate, POST /order with the checkout's idempotency key, and the payment.
 */
export function PaymentStep({
  cart,
  settings,
  countries,
  legalNote,
  onBack,
  onPaid,
}: {
  cart: ApiCart;
  settings: CheckoutSettings;
  countries: readonly CountryOption[];
  legalNote: ReactNode;
  onBack: () => void;
  onPaid: (orderId: number) => void;
}) {
  const t = useTranslations('checkout');
  const tForms = useTranslations('forms');
  const deliveryType = useCheckout((s) => s.deliveryType);
  const carrier = useCheckout((s) => s.carrier);
  const accessPoint = useCheckout((s) => s.accessPointAddress);
  const collect = useCheckout((s) => s.clickAndCollect);
  const shippingAddress = useCheckout((s) => s.shippingAddress);
  const discountCode = useCheckout((s) => s.discountCode);
  const discount = useCheckout((s) => s.discount);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [orderError, setOrderError] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentOption>('card');

  const type = orderDeliveryType(deliveryType ?? 'delivery', carrier);
  const shipped = type === 'DELIVERY' || type === 'PICKUP';
  const codes = useMemo(() => new Map(countries.map((c) => [c.id, c.alphaThree])), [countries]);
  const schema = useMemo(
    () => detailsSchema(tForms, t, codes, { onlyMobilePhone: settings.onlyMobilePhone, billingSameAllowed: shipped }),
    [tForms, t, codes, settings.onlyMobilePhone, shipped],
  );
  const france = countries.find((c) => c.alphaThree === 'FRA')?.id ?? null;
  const initial = checkoutStore.getState();
  const form = useZodForm(schema, {
    defaultValues: {
      billingSame: initial.billingSameAsDelivery,
      billing: addressValuesOf(initial.billingAddress, france),
      phone: initial.phone,
      message: initial.message,
      terms: initial.termsAccepted,
    } satisfies DetailsValues,
    fields: DETAIL_FIELDS,
  });
  const billingSame = form.watch('billingSame');
  const billingValues = form.watch('billing');
  const terms = form.watch('terms');
  // What is typed is kept at once (a reload loses nothing); `watch` is stable, the form object is not.
  const { watch, getValues } = form;
  const saveDetails = useCallback(
    (all: Partial<DetailsValues>) =>
      updateCheckout({
        billingSameAsDelivery: all.billingSame !== false,
        billingAddress: draftAddress(all.billing ?? {}, codes),
        phone: all.phone ?? '',
        message: all.message ?? '',
        termsAccepted: all.terms === true,
      }),
    [codes],
  );
  useEffect(() => {
    const subscription = watch((all) => saveDetails(all as Partial<DetailsValues>));
    return () => subscription.unsubscribe();
  }, [watch, saveDetails]);

  const products = cart.products.map((p) => ({ id: p.declination.id, quantity: p.quantity }));
  const shippingCents = shipped ? (carrier?.priceCents ?? 0) : 0;

  // The cart's code (applied on /panier) is the order's unless the customer changes it here; a change of the cart's
  // code afterwards (another code on /panier, or none) wins again.
  const cartCode = cart.discount?.code ?? null;
  useEffect(() => {
    const taken = checkoutStore.getState();
    if (cartCode !== taken.discountFromCart)
      updateCheckout({ discountFromCart: cartCode, discountCode: cartCode, discount: null });
  }, [cartCode]);
  // The order payload the code is priced for (spec §7): the lines, and the delivery with its address.
  const discountOrder = discountOrderPayload({
    cartId: cart.id,
    lines: cart.products.map((p) => ({ declinationId: p.declination.id, quantity: p.quantity })),
    deliveryType: deliveryType ?? 'delivery',
    carrier,
    accessPoint,
    shippingAddress,
  });
  // What a code's effect depends on: the summary holds for these only, so a cart changed since (on /panier, or lines
  // a login merged in) or another delivery or its price asks the platform again instead of showing the old total.
  const basisOf = (code: string) => JSON.stringify([code, discountOrder, shippingCents]);
  // The order and its basis are taken when the call starts: a cart that changes while it runs is asked again.
  const discountCall = useMutation({
    mutationFn: ({ code, order }: { code: string; order: typeof discountOrder; basis: string }) =>
      orderDiscount(code, order),
    onSuccess: (summary, { basis }) => updateCheckout({ discountCode: summary.code, discount: { ...summary, basis } }),
  });
  const askDiscount = (code: string, options?: Parameters<typeof discountCall.mutate>[1]) =>
    discountCall.mutate({ code, order: discountOrder, basis: basisOf(code) }, options);
  const discountBasis = discountCode ? basisOf(discountCode) : null;
  const applied = discount && discount.basis === discountBasis ? discount : null;
  useEffect(() => {
    if (!discountCode || applied || discountCall.isPending) return;
    askDiscount(discountCode, {
      // The platform no longer accepts the code for this cart: the order goes without it, the field says why.
      onError: (error) => {
        if (isPlatformError(error) && error.kind === 'refused') updateCheckout({ discountCode: '', discount: null });
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by what the discount depends on
  }, [discountBasis, applied === null]);
  const [codeInput, setCodeInput] = useState('');

  const subtotalCents = applied?.subtotalCents ?? eurosToCents(cart.subtotal);
  const totalCents = applied ? applied.totalCents : subtotalCents + shippingCents;
  const options = paymentOptionsFor(settings.paymentMethod ?? undefined, type);
  const chosenPayment: PaymentOption = options.includes(payment) ? payment : (options[0] ?? 'card');

  const createOrder = async (paymentMethod: 'CARD' | 'ON_SITE') => {
    setOrderError(null);
    setLineErrors({});
    if (!(await form.trigger())) {
      setOrderError(t('fixDetails'));
      throw new Error('invalid details');
    }
    saveDetails(getValues());
    const state = checkoutStore.getState();
    let body;
    try {
      body = buildOrderBody({
        cartId: cart.id,
        lines: cart.products.map((p) => ({ declinationId: p.declination.id, quantity: p.quantity })),
        deliveryType: state.deliveryType ?? 'delivery',
        carrier: state.carrier,
        accessPoint: state.accessPointAddress,
        clickAndCollect: state.clickAndCollect,
        shippingAddress: state.shippingAddress,
        billingAddress: state.billingAddress,
        billingSameAsDelivery: state.billingSameAsDelivery,
        phone: state.phone,
        message: state.message,
        discountCode: state.discountCode,
        paymentMethod,
      });
    } catch (error) {
      setOrderError(error instanceof IncompleteOrder ? t('incomplete') : t('orderFailed'));
      throw error;
    }
    const ids = cart.products.map((p) => p.declination.id);
    const refused = (error: unknown, fallback: string) => {
      const lines = lineErrorsOf(error, ids);
      setLineErrors(lines);
      if (Object.keys(lines).length > 0) return setOrderError(t('validationRefused'));
      const fields = isPlatformError(error) ? error.fieldErrors : {};
      // The delivery address is the first step's: say so; the billing address's errors go on its fields here.
      if (Object.keys(fields).some((key) => key.startsWith('deliveryAddress') || key.startsWith('delivery.')))
        return setOrderError(t('addressRefused'));
      const renamed = isPlatformError(error)
        ? new PlatformError(error.kind, error.message, error.status, {
            errors: Object.fromEntries(
              Object.entries(fields).map(([key, value]) => [key.replace(/^billingAddress\./, 'billing.'), value]),
            ),
          })
        : error;
      const message = applyServerErrors(renamed, DETAIL_FIELDS, form.setError, {
        unexpected: fallback,
        network: tForms('network'),
      }).formMessage;
      setOrderError(message);
    };
    try {
      await validateOrder(products, type);
    } catch (error) {
      refused(error, t('validationRefused'));
      throw error;
    }
    try {
      const order = await placeOrder(body, ensureIdempotencyKey());
      // The platform has emptied the cart: a reload now resumes the payment of this order.
      updateCheckout({ pendingOrder: { id: order.id, totalCents: eurosToCents(order.total) } });
      return { orderId: order.id };
    } catch (error) {
      // The order changed since this key placed one (issue 14 contracts: 409, data.code): the platform's message
      // asks to check and validate again, which then places a new order under a new key.
      if (isPlatformError(error) && (error.data as { code?: unknown } | null)?.code === 'idempotencyConflict')
        updateCheckout({ idempotencyKey: null, pendingOrder: null });
      refused(error, t('orderFailed'));
      throw error;
    }
  };

  const onSite = useMutation({
    mutationFn: () => createOrder(orderPaymentMethod('on-site')),
    onSuccess: ({ orderId }) => onPaid(orderId),
  });

  return (
    <SplitLayout>
      <div className={styles.step}>
        <section className={styles.fieldset} aria-labelledby="checkout-delivery-recap">
          <div className={styles.recapHead}>
            <h2 id="checkout-delivery-recap" className={styles.legend}>
              {t('yourDelivery')}
            </h2>
            <button type="button" className={styles.linkButton} onClick={onBack}>
              {t('change')}
            </button>
          </div>
          <p>
            <strong>{t(`choices.${deliveryType ?? 'delivery'}`)}</strong>
            {shipped && carrier && (
              <>
                {' — '}
                {carrier.name} ({formatFeeCents(carrier.priceCents, t('free'))})
              </>
            )}
          </p>
          {shipped && shippingAddress && (
            <p className={styles.hint}>
              {shippingAddress.firstname} {shippingAddress.lastname}, {shippingAddress.address},{' '}
              {shippingAddress.postalCode} {shippingAddress.city}
            </p>
          )}
          {type === 'PICKUP' && accessPoint && (
            <p data-testid="recap-relay">
              {t('relay')} : {accessPoint.name}, {accessPoint.addLine1}, {accessPoint.zipCode} {accessPoint.city}
            </p>
          )}
          {type === 'CLICK_AND_COLLECT' && collect?.date && (
            <CollectSlotSummary
              slot={{ idSchedule: collect.idSchedule, date: collect.date }}
              readyFrom={{ now: new Date(), clickAndCollectHours: settings.clickAndCollectHours }}
            />
          )}
        </section>

        <form
          className={styles.fieldset}
          noValidate
          aria-labelledby="checkout-details"
          onSubmit={(e) => e.preventDefault()}
        >
          <h2 id="checkout-details" className={styles.legend}>
            {t('details')}
          </h2>
          {shipped && <CheckboxField label={t('sameBilling')} {...form.register('billingSame')} />}
          {(!shipped || !billingSame) && (
            <fieldset className={styles.subFieldset}>
              <legend>{t('billingAddress')}</legend>
              <AddressFields
                prefix="billing"
                section="billing"
                register={form.register}
                setValue={form.setValue}
                errors={form.formState.errors.billing}
                values={billingValues}
                countries={countries}
              />
            </fieldset>
          )}
          <TextField
            label={t('phone')}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={t('phoneHint')}
            error={form.formState.errors.phone?.message}
            {...form.register('phone')}
          />
          <TextAreaField
            label={t('message')}
            rows={3}
            error={form.formState.errors.message?.message}
            {...form.register('message')}
          />
        </form>
      </div>

      <aside className={styles.side} aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className={styles.legend}>
          {t('summary')}
        </h2>
        <OrderLines products={cart.products} flagged={lineErrors} />

        <form
          className={styles.discount}
          noValidate
          aria-label={t('discountTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            const code = codeInput.trim();
            if (code) askDiscount(code, { onSuccess: () => setCodeInput('') });
          }}
        >
          {discountCode && applied ? (
            <p className={styles.discountApplied}>
              <span role="status">{t('codeApplied', { code: discountCode })}</span>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => updateCheckout({ discountCode: '', discount: null })}
              >
                {t('removeCode', { code: discountCode })}
              </button>
            </p>
          ) : (
            <div className={styles.discountRow}>
              <TextField
                label={t('discountCode')}
                value={codeInput}
                autoComplete="off"
                autoCapitalize="characters"
                onChange={(event) => setCodeInput(event.target.value)}
                error={
                  discountCall.isError
                    ? isPlatformError(discountCall.error) && discountCall.error.message
                      ? discountCall.error.message
                      : tForms('unexpected')
                    : undefined
                }
              />
              <button type="submit" className={styles.secondary} disabled={discountCall.isPending}>
                {t('apply')}
              </button>
            </div>
          )}
        </form>

        <TotalsList
          rows={[
            { id: 'subtotal', label: t('subtotal'), value: formatPrice(subtotalCents / 100) },
            applied &&
              applied.valueCents > 0 && {
                id: 'discount',
                label: t('discount'),
                value: `−${formatPrice(applied.valueCents / 100)}`,
              },
            shipped && {
              id: 'shipping',
              label: t('shipping'),
              value: formatFeeCents(applied ? applied.shippingFeesCents : shippingCents, t('free')),
            },
          ]}
          total={{ id: 'total', label: t('total'), value: formatPrice(totalCents / 100) }}
        />

        {settings.balancePaymentConditions && (
          <div className={styles.notice}>
            <h3>{t('paymentConditions')}</h3>
            <p>{settings.balancePaymentConditions}</p>
          </div>
        )}
        {settings.shippingMessage && (
          <div className={styles.notice}>
            <h3>{t('shippingInfo')}</h3>
            <p>{settings.shippingMessage}</p>
          </div>
        )}
        {legalNote}

        <CheckboxField
          label={t.rich('terms', {
            link: (chunks) => (
              <Link href="/sale-terms" target="_blank">
                {chunks}
              </Link>
            ),
          })}
          required
          error={form.formState.errors.terms?.message}
          {...form.register('terms')}
        />

        {orderError && (
          <p role="alert" className={styles.alert}>
            {orderError}
          </p>
        )}

        {options.length > 1 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('paymentLegend')}</legend>
            <div className={styles.options}>
              {options.map((option) => (
                <label key={option} className={styles.option}>
                  <input
                    type="radio"
                    name="payment"
                    value={option}
                    checked={chosenPayment === option}
                    onChange={() => setPayment(option)}
                  />
                  <span>
                    <strong>{t(`payment.options.${option}`)}</strong>
                    {option === 'on-site' && <span className={styles.hint}>{t('onSiteHint')}</span>}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className={styles.actions}>
          {chosenPayment === 'on-site' ? (
            <button
              type="button"
              className={styles.primary}
              disabled={!terms || onSite.isPending}
              aria-busy={onSite.isPending || undefined}
              onClick={() => onSite.mutate()}
            >
              {onSite.isPending ? t('ordering') : t('order')}
            </button>
          ) : (
            <CardPaymentForm
              amountCents={totalCents}
              createOrder={() => createOrder(orderPaymentMethod('card'))}
              onPaid={onPaid}
              // The same key would answer the cancelled order again: forgotten, the next click places a new one.
              onUnpayable={forgetPendingOrder}
              disabled={!terms}
            />
          )}
        </div>
      </aside>
    </SplitLayout>
  );
}
