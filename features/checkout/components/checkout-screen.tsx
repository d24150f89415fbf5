'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { cartQuery, clearCart, NEW_CART, restoreCart, useCart } from '@/features/cart';
import { sessionQuery } from '@/features/auth';
import { isPlatformError } from '@/lib/platform/errors';
import { countriesQuery, orderQuery } from '../api/checkout-calls';
import { collectAddressesQuery } from '../click-and-collect';
import { pendingOrderLost, type CheckoutSettings } from '../model';
import { clearCheckout, ensureIdempotencyKey, forgetPendingOrder, restoreCheckout, useCheckout } from '../store';
import styles from './checkout.module.css';
import { ScreenLoading } from '@/components/screen/screen';
import { Screen, ScreenAlert } from '@/components/screen/screen-states';
import { CheckoutEmpty } from './checkout-empty';

// Each step in its own chunk, loaded when it is shown (issue 14 §5: script ≤ bare + 90 kB): the first paint of
// /commande (an empty cart, a restored step) needs neither the address form nor the payment; the payment step's
// card form, react-hook-form and the order calls load with it, the delivery step's with the delivery step.
const stepLoading = () => <div aria-busy="true" className={styles.stepLoading} />;
const DeliveryStep = dynamic(() => import('./delivery-step').then((m) => m.DeliveryStep), { loading: stepLoading });
const PaymentStep = dynamic(() => import('./payment-step').then((m) => m.PaymentStep), { loading: stepLoading });
const CardPaymentForm = dynamic(() => import('../payment/card-payment-form').then((m) => m.CardPaymentForm), {
  loading: stepLoading,
});

/** The steps, by their name in the URL (`/commande?etape=…`): the browser's Back goes to the previous one. */
export const STEPS = ['livraison', 'paiement'] as const;
export type Step = (typeof STEPS)[number];
export const stepOf = (value: string | null): Step => (value === 'paiement' ? 'paiement' : 'livraison');

/**
 * /commande (issue 14 §1): restores the cart and the checkout choices of this site (spec §4), then shows the
 * step of the URL. A visitor who is not logged in is offered log-in or registration before paying, and comes
 * back to the same step (`/auth?redirect=…`), cart and choices intact.
 */
export function CheckoutScreen({
  siteId,
  settings,
  legalNote,
}: {
  siteId: number;
  settings: CheckoutSettings;
  legalNote: ReactNode;
}) {
  const t = useTranslations('checkout');
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const step = stepOf(search.get('etape'));
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    restoreCart(siteId);
  }, [siteId]);
  const cartRestored = useCart((s) => s.siteId === siteId);
  const cartId = useCart((s) => s.cartId);
  const cartCleared = useCart((s) => s.cartId === NEW_CART);
  useEffect(() => {
    if (!cartRestored) return;
    restoreCheckout(siteId, cartCleared);
    ensureIdempotencyKey();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the cart is known
  }, [cartRestored, siteId]);
  const restored = useCheckout((s) => s.siteId === siteId) && cartRestored;
  const pendingOrder = useCheckout((s) => s.pendingOrder);

  // Fetched on each visit of the checkout, not on focus: once an order is placed (waiting for its payment) the
  // platform has emptied the cart, and the payment step must not turn into an empty cart under the customer.
  const cart = useQuery({ ...cartQuery(siteId, cartId), enabled: restored, refetchOnWindowFocus: false });
  // An empty cart (and no order waiting for its payment) is all a visitor sees: the session, the countries and the
  // collection addresses are asked for only when there is something to check out (issue 14 §5: first paint).
  const emptyCart = cart.isSuccess && (!cart.data || cart.data.products.length === 0);
  const checkingOut = restored && cart.isSuccess && (!emptyCart || pendingOrder !== null);
  const session = useQuery({ ...sessionQuery(), enabled: checkingOut });
  const countries = useQuery({ ...countriesQuery(), enabled: checkingOut });
  const collect = useQuery({ ...collectAddressesQuery(), enabled: checkingOut });
  const lostOrderId = useCheckout((s) => s.lostOrderId);

  // Issue 14: before offering to pay the order waiting for its payment, ask the platform whether it still can be
  // (GET /order/{id} releases an expired hold first). Cancelled (the hold ran out) or gone: the checkout forgets
  // it. Any other failure (network, session) keeps it: the payment itself will tell.
  const waiting = checkingOut && emptyCart && pendingOrder !== null;
  const pendingCheck = useQuery({ ...orderQuery(pendingOrder?.id ?? 0), enabled: waiting, staleTime: 0 });
  const pendingGone = pendingCheck.isError && isPlatformError(pendingCheck.error) && pendingCheck.error.status === 404;
  const pendingLost = waiting && (pendingGone || (pendingCheck.isSuccess && pendingOrderLost(pendingCheck.data)));
  const pendingId = pendingOrder?.id ?? null;
  useEffect(() => {
    if (pendingLost && pendingId !== null) forgetPendingOrder(pendingId);
  }, [pendingLost, pendingId]);

  // The step's heading takes the focus on a step change (screen readers hear where they are).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const go = (next: Step) => router.push(`${pathname}?etape=${next}`);
  const here = `${pathname}?etape=${step}`;

  if (
    leaving ||
    !restored ||
    cart.isPending ||
    (checkingOut && (countries.isPending || session.isPending || collect.isPending)) ||
    (waiting && (pendingCheck.isPending || pendingLost))
  ) {
    return <ScreenLoading label={t('loading')} />;
  }
  if (cart.isError || countries.isError) {
    return (
      <ScreenAlert
        message={t('cartError')}
        action={
          <button
            type="button"
            className={styles.secondary}
            onClick={() => void Promise.all([cart.refetch(), countries.refetch()])}
          >
            {t('retry')}
          </button>
        }
      />
    );
  }
  const onPaid = (orderId: number) => {
    setLeaving(true);
    router.push(`/commande/confirmation/${orderId}`);
    clearCart();
    clearCheckout();
    queryClient.removeQueries({ queryKey: ['cart'] });
    // The check of a waiting order read it unpaid: the confirmation reads it afresh.
    queryClient.removeQueries({ queryKey: orderQuery(orderId).queryKey });
  };

  if ((!cart.data || cart.data.products.length === 0) && pendingOrder) {
    // An order placed by this checkout waits for its payment (a reload, a refused card): it is paid, never re-made.
    return (
      <section className={styles.login} aria-labelledby="checkout-pending">
        <h2 id="checkout-pending">{t('pendingTitle')}</h2>
        <p>{t('pendingText')}</p>
        <CardPaymentForm
          amountCents={pendingOrder.totalCents}
          createOrder={async () => ({ orderId: pendingOrder.id })}
          onPaid={onPaid}
          onUnpayable={forgetPendingOrder}
        />
      </section>
    );
  }
  if (!cart.data || cart.data.products.length === 0) {
    return <CheckoutEmpty lostOrderId={lostOrderId} />;
  }

  const logged = session.data?.logged === true;
  const stepIndex = STEPS.indexOf(step);

  return (
    <Screen>
      <nav aria-label={t('steps')} className={styles.stepper}>
        <ol>
          {STEPS.map((name, index) => (
            <li key={name} aria-current={name === step ? 'step' : undefined}>
              <span className={styles.stepNumber}>{index + 1}</span>
              {t(name === 'livraison' ? 'stepDelivery' : 'stepPayment')}
            </li>
          ))}
        </ol>
      </nav>
      <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        <span className="visually-hidden">{t('stepOf', { n: stepIndex + 1, total: STEPS.length })} : </span>
        {t(step === 'livraison' ? 'stepDelivery' : 'stepPayment')}
      </h2>
      {logged && session.data?.user && (
        <p className={styles.hint}>{t('loggedAs', { email: session.data.user.email })}</p>
      )}

      {step === 'livraison' ? (
        <DeliveryStep
          cart={cart.data}
          settings={settings}
          countries={countries.data ?? []}
          hasCollectAddress={(collect.data?.length ?? 0) > 0}
          logged={logged}
          onContinue={() => go('paiement')}
        />
      ) : !logged ? (
        <section className={styles.login} aria-labelledby="checkout-login">
          <h3 id="checkout-login">{t('loginTitle')}</h3>
          <p>{t('loginText')}</p>
          <Link className={styles.primaryLink} href={`/auth?redirect=${encodeURIComponent(here)}`}>
            {t('login')}
          </Link>
          <button type="button" className={styles.linkButton} onClick={() => go('livraison')}>
            {t('back')}
          </button>
        </section>
      ) : (
        <PaymentStep
          cart={cart.data}
          settings={settings}
          countries={countries.data ?? []}
          legalNote={legalNote}
          onBack={() => go('livraison')}
          onPaid={onPaid}
        />
      )}
    </Screen>
  );
}
