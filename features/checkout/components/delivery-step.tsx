'use client';

import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { formatFeeCents } from '@/lib/format/price';
import { formatFrenchNumber } from '@/lib/format/number';
import { isPlatformError } from '@/lib/platform/errors';
import type { ApiCart } from '@/lib/platform/schemas/shop';
import { sellsTo } from '@/lib/rules/sales-area';
import { accessPointsQuery, quoteShipping, recentOrdersQuery } from '../api/checkout-calls';
import { availableDeliveryChoices, type CheckoutSettings, type DeliveryChoice } from '../model';
import { addressSchema, addressValuesOf, draftAddress, isFrenchPostalCode, type AddressValues } from '../schemas';
import {
  calculateShipping,
  checkoutStore,
  retryShipping,
  chooseCarrier,
  chooseDeliveryType,
  updateCheckout,
  useCheckout,
} from '../store';
import { AddressFields, type CountryOption } from './address-fields';
import { DeliverySummary } from './delivery-summary';
import { orderAddressShape } from './order-delivery';
import { isCompleteSlot, type CollectSlot } from '../click-and-collect/slots';
import styles from './checkout.module.css';
import { ExpeditionRuleText, FreeShippingText } from '@/features/cart';
import { checkExpedition } from '@/lib/rules/shipping';
import { SplitLayout } from '@/components/screen/screen';

// The click-and-collect calendar loads when click-and-collect is chosen (most orders are delivered).
const CollectSlotPicker = dynamic(
  () => import('../click-and-collect/components/collect-slot-picker').then((m) => m.CollectSlotPicker),
  { loading: () => <div aria-busy="true" className={styles.stepLoading} /> },
);

/**
 * The calendar reads and writes the stored slot itself: choosing a date re-renders the calendar, not the whole step
 * and its address form (issue 14 §5: lab INP on choosing a collection date).
 */
function StoredCollectSlotPicker({ clickAndCollectHours }: { clickAndCollectHours: number }) {
  const slot = useCheckout((s) => s.clickAndCollect);
  const keep = useCallback((value: Partial<CollectSlot> | null) => updateCheckout({ clickAndCollect: value }), []);
  return <CollectSlotPicker value={slot} onChange={keep} clickAndCollectHours={clickAndCollectHours} />;
}

/** What the shipping prices depend on (spec §4: a change of cart or address recalculates). */
export const shippingKeyOf = (cart: Pick<ApiCart, 'products'>, postalCode: string, country: string) =>
  JSON.stringify([cart.products.map((p) => [p.declination.id, p.quantity]), postalCode.trim(), country]);

export function DeliveryStep({
  cart,
  settings,
  countries,
  hasCollectAddress,
  logged,
  onContinue,
}: {
  cart: ApiCart;
  settings: CheckoutSettings;
  countries: readonly CountryOption[];
  hasCollectAddress: boolean;
  logged: boolean;
  onContinue: () => void;
}) {
  const t = useTranslations('checkout');
  const tForms = useTranslations('forms');
  const tExpedition = useTranslations('expedition');
  const deliveryType = useCheckout((s) => s.deliveryType);
  const carrier = useCheckout((s) => s.carrier);
  const shippingPrices = useCheckout((s) => s.shippingPrices);
  const calculating = useCheckout((s) => s.calculating);
  const shippingKey = useCheckout((s) => s.shippingKey);
  const shippingError = useCheckout((s) => s.shippingError);
  const failedShippingKey = useCheckout((s) => s.failedShippingKey);
  const accessPoint = useCheckout((s) => s.accessPointAddress);
  const [stepError, setStepError] = useState<string | null>(null);
  // The radio answers the tap at once; the section it opens (the address form and carriers, or the calendar) renders
  // just after, in a render React may interrupt: the tap's next paint does not wait for forty fields (issue 14 §5,
  // INP on choosing a delivery type).
  const shownType = useDeferredValue(deliveryType);

  const choices = availableDeliveryChoices(
    settings,
    { needsShipping: cart.products.some((p) => p.hasShippingFees) },
    hasCollectAddress,
  );
  // A stored choice the cart or the site no longer allows is not kept; a single choice is made for the customer.
  useEffect(() => {
    if (deliveryType && !choices.includes(deliveryType)) chooseDeliveryType(choices[0] ?? 'delivery');
    else if (!deliveryType && choices.length === 1) chooseDeliveryType(choices[0]!);
  }, [choices, deliveryType]);

  const codes = useMemo(() => new Map(countries.map((c) => [c.id, c.alphaThree])), [countries]);
  const offered = useMemo(() => countries.filter((c) => sellsTo(settings, c.alphaThree)), [countries, settings]);
  const schema = useMemo(
    () => z.object({ shipping: addressSchema(tForms, t, codes, (code) => sellsTo(settings, code)) }),
    [tForms, t, codes, settings],
  );
  const france = countries.find((c) => c.alphaThree === 'FRA')?.id ?? null;
  const form = useZodForm(schema, {
    defaultValues: { shipping: addressValuesOf(checkoutStore.getState().shippingAddress, france) },
    fields: ['shipping.firstname', 'shipping.lastname', 'shipping.address', 'shipping.postalCode', 'shipping.city'],
  });
  const values = form.watch('shipping');

  // What is typed is kept at once (a reload loses nothing). `watch` is the form's stable function (the form object
  // itself is new on every render: a subscription keyed on it would miss a value set between two renders).
  const { watch, getValues } = form;
  const saveAddress = useCallback(
    (shipping: Partial<AddressValues> | undefined) => {
      const draft = draftAddress(shipping ?? {}, codes);
      updateCheckout({
        shippingAddress: draft,
        city: draft ? { postalCode: draft.postalCode, name: draft.city } : null,
        country: draft ? { id: draft.idCountry, alphaThree: draft.country } : null,
      });
    },
    [codes],
  );
  useEffect(() => {
    const subscription = watch((all) => saveAddress(all.shipping));
    return () => subscription.unsubscribe();
  }, [watch, saveAddress]);

  // Carriers: recalculated when the cart or the address changes; one calculation at a time (the store's flag).
  const countryCode = codes.get(Number(values.idCountry)) ?? null;
  const postalOk =
    countryCode !== null &&
    (countryCode === 'FRA' ? isFrenchPostalCode(values.postalCode) : values.postalCode.trim().length >= 2);
  const servedCountry = countryCode !== null && sellsTo(settings, countryCode);
  const wantedKey =
    deliveryType === 'delivery' && postalOk && servedCountry
      ? shippingKeyOf(cart, values.postalCode, countryCode)
      : null;
  useEffect(() => {
    if (!wantedKey || calculating || wantedKey === shippingKey || wantedKey === failedShippingKey) return;
    void calculateShipping(
      wantedKey,
      () =>
        quoteShipping(
          cart.products.map((p) => ({ id: p.declination.id, quantity: p.quantity })),
          values.postalCode.trim(),
          countryCode!,
        ),
      // The platform's refusal says why; a failure to answer is not « no carrier delivers this address ».
      (error) =>
        isPlatformError(error) && error.kind === 'refused' && error.message
          ? error.message
          : isPlatformError(error) && (error.kind === 'network' || error.kind === 'timeout')
            ? tForms('network')
            : t('shippingFailed'),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds the cart, the postal code and the country
  }, [wantedKey, calculating, shippingKey, failedShippingKey]);
  const pricesShown = wantedKey !== null && wantedKey === shippingKey;
  const shippingFailed = wantedKey !== null && wantedKey === failedShippingKey && shippingError !== null;

  const pickup = deliveryType === 'delivery' && carrier?.deliveryType === 'PICKUP';
  const where = {
    address: values.address.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    country: countryCode ?? 'FRA',
  };
  const points = useQuery({ ...accessPointsQuery(where), enabled: pickup && postalOk });

  const saved = useQuery({ ...recentOrdersQuery(), enabled: logged && deliveryType === 'delivery' });
  const savedAddresses = useMemo(() => {
    const seen = new Set<string>();
    const list: AddressValues[] = [];
    for (const order of saved.data?.items ?? []) {
      const parsed = savedAddressSchema.safeParse(order.deliveryAddress);
      if (!parsed.success) continue;
      const a = parsed.data;
      const idCountry = countries.find((c) => c.alphaThree === a.country)?.id;
      if (!idCountry) continue;
      const value = { ...a, addressPart2: a.addressPart2 ?? '', idCountry: String(idCountry) };
      const key = JSON.stringify(value);
      if (seen.has(key)) continue;
      seen.add(key);
      list.push(value);
    }
    return list.slice(0, 3);
  }, [saved.data, countries]);

  // The expedition limits hold for what is shipped, home or relay, not for what is collected (spec §9 wine rules; the
  // platform refuses such an order at POST /order/validate): said as soon as delivery is chosen, before any typing.
  const expedition = checkExpedition(cart.bottleCount, settings.expedition);
  const cannotShip = shownType === 'delivery' && !expedition.ok;

  const freeShipping = cart.freeShipping;
  const bottles =
    cart.bottleCount > 0 && (settings.freeShippingBottles !== null || settings.freeShippingPriceCents !== null);

  const onSubmit = async () => {
    setStepError(null);
    if (!deliveryType) return setStepError(t('chooseType'));
    if (deliveryType === 'delivery') {
      if (!expedition.ok) return; // the alert above says why, and the button is off
      const ok = await form.trigger();
      if (!ok) return;
      saveAddress(getValues('shipping'));
      if (!carrier) return setStepError(t('chooseCarrier'));
      if (carrier.deliveryType === 'PICKUP' && !accessPoint) return setStepError(t('chooseRelay'));
    }
    if (deliveryType === 'clickAndCollect' && !isCompleteSlot(checkoutStore.getState().clickAndCollect)) {
      return setStepError(t('chooseSlot'));
    }
    onContinue();
  };

  return (
    <SplitLayout>
      <form
        className={styles.step}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('deliveryType')}</legend>
          {choices.length === 0 && <p role="alert">{t('noChoice')}</p>}
          <div className={styles.options}>
            {choices.map((choice: DeliveryChoice) => (
              <label key={choice} className={styles.option}>
                <input
                  type="radio"
                  name="delivery-type"
                  value={choice}
                  checked={deliveryType === choice}
                  onChange={() => chooseDeliveryType(choice)}
                />
                <span>
                  <strong>{t(`choices.${choice}`)}</strong>
                  <span className={styles.hint}>{t(`choiceHints.${choice}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {cannotShip && (
          <div role="alert" className={styles.alert}>
            <p>
              <ExpeditionRuleText failed={expedition} />
            </p>
            {choices.includes('clickAndCollect') && <p>{tExpedition('collectInstead')}</p>}
            <Link href="/panier" className={styles.alertLink}>
              {t('expeditionEditCart')}
            </Link>
          </div>
        )}

        {shownType === 'delivery' && !cannotShip && (
          <>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('shippingAddress')}</legend>
              {savedAddresses.length > 0 && (
                <div className={styles.saved}>
                  <p className={styles.hint}>{t('savedAddresses')}</p>
                  <ul>
                    {savedAddresses.map((a) => (
                      <li key={JSON.stringify(a)}>
                        <span>
                          {a.firstname} {a.lastname}, {a.address}, {a.postalCode} {a.city}
                        </span>
                        <button
                          type="button"
                          className={styles.secondary}
                          onClick={() => form.reset({ shipping: a }, { keepDefaultValues: true })}
                        >
                          {t('useSaved')}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <AddressFields
                prefix="shipping"
                section="shipping"
                register={form.register}
                setValue={form.setValue}
                errors={form.formState.errors.shipping}
                values={values}
                countries={offered}
              />
            </fieldset>

            <fieldset className={styles.fieldset} aria-busy={calculating || undefined}>
              <legend className={styles.legend}>{t('carriers')}</legend>
              {bottles && <FreeShippingText state={freeShipping} className={styles.notice} />}
              <div role="status" className={styles.status}>
                {!wantedKey ? t('carriersHint') : calculating ? t('calculating') : ''}
              </div>
              {shippingFailed && (
                <div role="alert">
                  <p className={styles.error}>{shippingError}</p>
                  <button type="button" className={styles.linkButton} onClick={retryShipping}>
                    {t('retryShipping')}
                  </button>
                </div>
              )}
              {pricesShown && shippingPrices.length === 0 && <p>{t('noCarrier')}</p>}
              {pricesShown && shippingPrices.length > 0 && (
                <div className={styles.options}>
                  {shippingPrices.map((c) => (
                    <label key={c.id} className={styles.option}>
                      <input
                        type="radio"
                        name="carrier"
                        value={c.id}
                        checked={carrier?.id === c.id}
                        onChange={() => chooseCarrier(c)}
                      />
                      <span>
                        <strong>{c.name}</strong>
                        {c.deliveryType === 'PICKUP' && <span className={styles.hint}>{t('relayHint')}</span>}
                      </span>
                      <span className={styles.price}>{formatFeeCents(c.priceCents, t('free'))}</span>
                    </label>
                  ))}
                </div>
              )}
            </fieldset>

            {pickup && (
              <fieldset className={styles.fieldset} aria-busy={points.isFetching || undefined}>
                <legend className={styles.legend}>{t('relayPoints')}</legend>
                {points.isPending && postalOk && <p role="status">{t('relayLoading')}</p>}
                {points.isError && <p role="alert">{t('relayError')}</p>}
                {points.data?.length === 0 && <p>{t('relayNone')}</p>}
                {points.data && points.data.length > 0 && (
                  <div className={styles.options}>
                    {points.data.map((p) => (
                      <label key={p.id} className={styles.option}>
                        <input
                          type="radio"
                          name="relay"
                          value={p.id}
                          checked={accessPoint?.id === p.id}
                          onChange={() => updateCheckout({ accessPointAddress: p })}
                        />
                        <span>
                          <strong>{p.name}</strong>
                          <span className={styles.hint}>
                            {p.addLine1}, {p.zipCode} {p.city}
                          </span>
                        </span>
                        {p.distance !== null && (
                          <span className={styles.price}>{t('distance', { km: formatFrenchNumber(p.distance) })}</span>
                        )}
                      </label>
                    ))}
                  </div>
                )}
              </fieldset>
            )}
          </>
        )}

        {shownType === 'clickAndCollect' && (
          <StoredCollectSlotPicker clickAndCollectHours={settings.clickAndCollectHours} />
        )}

        {stepError && (
          <p role="alert" className={styles.alert}>
            {stepError}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={choices.length === 0 || cannotShip}>
            {t('continue')}
          </button>
        </div>
      </form>
      <DeliverySummary cart={cart} />
    </SplitLayout>
  );
}

const savedAddressSchema = orderAddressShape.extend({ country: z.string() });
