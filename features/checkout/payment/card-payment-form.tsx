'use client';

import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type JSX,
} from 'react';
import { useTranslations } from 'next-intl';
import { FormMessage, formStyles, TextField } from '@/components/form/fields';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { centsToEuros, formatPrice } from '@/lib/format/price';
import { cardDigits, formatCardNumber } from '@/lib/rules/payment';
import type { CardInput, PaymentAdapter, PaymentOutcome } from './adapter';
import { CARD_FIELDS, cardSchema, EMPTY_CARD } from './card-schema';
import { fetchPublicKey } from './public-key';
import { createTestPaymentAdapter } from './test-provider';
import styles from './card-payment-form.module.css';

export interface CardPaymentFormProps {
  /** Shown on the button: « Payer 42,50 € » (the server's total, in cents). */
  amountCents: number;
  /** Validates and places the order (POST /order with the checkout's Idempotency-Key); throws to stop. */
  createOrder: () => Promise<{ orderId: number }>;
  /** The order is paid: clear the cart and the checkout, go to the confirmation. */
  onPaid: (orderId: number) => void;
  /** The platform says this order can no longer be paid (its payment hold ran out): forget it. */
  onUnpayable?: (orderId: number) => void;
  /** Until the sale terms are accepted, etc. */
  disabled?: boolean;
  /** The card provider (default: the local test provider). */
  adapter?: PaymentAdapter;
}

type Challenge = { challengeId: string; orderId: number; amountCents: number };

const euros = (cents: number) => formatPrice(centsToEuros(cents));

/**
 * Card fields and the pay button (issue 14). A click places the order through `createOrder` (idempotent: a retry
 * gets the same order), then pays it through the adapter. One attempt at a time: a second click while one runs
 * (order creation, confirmation or the 3-D Secure step) does nothing. A refusal is a French alert; what was typed
 * stays. 3-D Secure is an in-page modal dialog (approve or cancel; Escape cancels).
 */
export function CardPaymentForm({
  amountCents,
  createOrder,
  onPaid,
  onUnpayable,
  disabled = false,
  adapter: given,
}: CardPaymentFormProps): JSX.Element {
  const t = useTranslations('checkout.payment');
  const id = useId();
  const adapter = useMemo(() => given ?? createTestPaymentAdapter(), [given]);
  // Which adapter has loaded, and how: a new adapter is 'loading' until its own key is in.
  const [loaded, setLoaded] = useState<{ adapter: PaymentAdapter; ok: boolean } | null>(null);
  const provider = loaded?.adapter !== adapter ? 'loading' : loaded.ok ? 'ready' : 'failed';
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const inFlight = useRef(false);
  const paid = useRef(false);
  const hosted = useRef<HTMLDivElement>(null);
  const payButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    fetchPublicKey(adapter.provider)
      .then((key) => adapter.load(key))
      .then(
        () => live && setLoaded({ adapter, ok: true }),
        () => live && setLoaded({ adapter, ok: false }),
      );
    return () => {
      live = false;
    };
  }, [adapter]);

  useEffect(() => {
    if (provider !== 'ready' || adapter.fields !== 'hosted' || !hosted.current || !adapter.mount) return;
    return adapter.mount(hosted.current);
  }, [provider, adapter]);

  const schema = useMemo(() => cardSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: EMPTY_CARD, fields: CARD_FIELDS });

  const release = useCallback(() => {
    inFlight.current = false;
    setPending(false);
  }, []);

  /** What an attempt ended with; answers whether the attempt is over (false while 3-D Secure waits). */
  const settle = useCallback(
    (outcome: PaymentOutcome, orderId: number): boolean => {
      switch (outcome.status) {
        case 'succeeded':
          paid.current = true;
          setStatus(t('paid'));
          onPaid(orderId);
          return true;
        case 'requires_action':
          setChallenge({ challengeId: outcome.challengeId, orderId, amountCents: outcome.amountCents });
          return false;
        case 'refused':
          setAlert(outcome.message);
          return true;
        case 'unpayable':
          setAlert(outcome.message);
          onUnpayable?.(orderId);
          return true;
        case 'invalid': {
          const fields = CARD_FIELDS.filter((field) => outcome.fieldErrors[field]);
          fields.forEach((field, index) =>
            setError(field, { type: 'server', message: outcome.fieldErrors[field] }, { shouldFocus: index === 0 }),
          );
          if (fields.length === 0) setAlert(outcome.message);
          return true;
        }
      }
    },
    [onPaid, onUnpayable, setError, t],
  );

  /**
   * Takes the one attempt slot, synchronously, as the click lands (before the fields are checked, which is
   * asynchronous): a second click, or a submit whose check ends after the first attempt, finds it taken. Once paid,
   * the form never pays again.
   */
  const start = (): boolean => {
    if (inFlight.current || paid.current || disabled || provider !== 'ready') return false;
    inFlight.current = true;
    setPending(true);
    setAlert(null);
    setStatus(null);
    return true;
  };

  const pay = async (card: CardInput | null) => {
    let orderId: number | null = null;
    let over = true;
    try {
      // createOrder shows its own errors (validation, stock) and throws to stop: nothing to add here.
      orderId = (await createOrder()).orderId;
      over = settle(await adapter.confirm(orderId, card), orderId);
    } catch {
      if (orderId !== null) setAlert(t('failed'));
    } finally {
      if (over) release();
    }
  };

  const answering = useRef(false);
  const answer = async (approve: boolean) => {
    if (!challenge || answering.current) return;
    answering.current = true;
    try {
      const outcome = await adapter.completeChallenge(challenge.challengeId, approve);
      setChallenge(null);
      if (!approve && outcome.status === 'refused') setAlert(t('threeDSecureCancelled'));
      else settle(outcome, challenge.orderId);
    } catch {
      setChallenge(null);
      setAlert(t('failed'));
    } finally {
      answering.current = false;
      release();
      payButton.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!start()) return;
    if (adapter.fields === 'own') void handleSubmit((card) => pay(card), release)(event);
    else void pay(null);
  };

  const cardNumber = register('cardNumber', {
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      if (cardDigits(event.target.value)) setValue('cardNumber', formatCardNumber(event.target.value));
    },
  });

  const blocked = disabled || provider !== 'ready';
  return (
    <form
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t('cardTitle')}
      </h2>
      {adapter.provider === 'test' && <p className={styles.notice}>{t('testNotice')}</p>}
      {adapter.fields === 'own' ? (
        <>
          <TextField
            label={t('cardNumber')}
            required
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            error={errors.cardNumber?.message}
            {...cardNumber}
          />
          <div className={styles.row}>
            <TextField
              label={t('expiry')}
              required
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/AA"
              maxLength={7}
              error={errors.expiry?.message}
              {...register('expiry')}
            />
            <TextField
              label={t('cvc')}
              required
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              error={errors.cvc?.message}
              {...register('cvc')}
            />
          </div>
        </>
      ) : (
        <div ref={hosted} className={styles.hosted} />
      )}
      {provider === 'failed' && <FormMessage kind="alert">{t('keyMissing')}</FormMessage>}
      {alert && <FormMessage kind="alert">{alert}</FormMessage>}
      <div aria-live="polite" className={status ? undefined : styles.visuallyHidden}>
        {status && <FormMessage kind="status">{status}</FormMessage>}
      </div>
      <div className={styles.payBar}>
        <button
          ref={payButton}
          type="submit"
          className={`${formStyles.primaryButton} ${styles.pay}`}
          disabled={blocked || pending || status !== null}
          aria-busy={pending || undefined}
        >
          {pending ? t('paying') : t('pay', { amount: euros(amountCents) })}
        </button>
      </div>
      {challenge && (
        <ChallengeDialog
          id={`${id}-3ds`}
          amount={euros(challenge.amountCents || amountCents)}
          onAnswer={(approve) => void answer(approve)}
        />
      )}
    </form>
  );
}

/** The 3-D Secure step of the test provider: a modal dialog, focus inside, Escape cancels. */
function ChallengeDialog({
  id,
  amount,
  onAnswer,
}: {
  id: string;
  amount: string;
  onAnswer: (approve: boolean) => void;
}) {
  const t = useTranslations('checkout.payment');
  const [busy, setBusy] = useState(false);
  const open = useCallback((dialog: HTMLDialogElement | null) => {
    if (!dialog || dialog.open) return;
    // showModal makes the rest of the page inert; where it is missing (old browsers, jsdom) the dialog still shows.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  const choose = (approve: boolean) => {
    if (busy) return;
    setBusy(true);
    onAnswer(approve);
  };
  return (
    <dialog
      ref={open}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        choose(false);
      }}
    >
      <h3 id={`${id}-title`}>{t('threeDSecureTitle')}</h3>
      <p id={`${id}-text`}>{t('threeDSecureText', { amount })}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${formStyles.primaryButton} ${styles.pay}`}
          onClick={() => choose(true)}
          disabled={busy}
          autoFocus
        >
          {t('threeDSecureApprove')}
        </button>
        <button type="button" className={formStyles.secondaryButton} onClick={() => choose(false)} disabled={busy}>
          {t('threeDSecureCancel')}
        </button>
      </div>
    </dialog>
  );
}
