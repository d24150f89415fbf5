'use client';

import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/form/use-hydrated';
import { notify } from '@/components/notify';
import type { ApiDeclination } from '@/lib/platform/schemas/catalogue';
import { quantityAfterAdd, quantityOptions, quantityStep } from '@/lib/rules/cart-rules';
import { precheckAdd, readQuantity } from '../quantity';
import { ruleMessage } from '../rule-message';
import { cartStore, updateCart, useCart } from '../store';
import styles from './add-to-cart.module.css';

/**
 * The contract between the product sheet (features/products) and the cart: the sheet picks the declination,
 * this component owns the quantity selector, the spec §5 checks, the call and the feedback.
 */
export interface AddToCartProps {
  product: {
    /** Site product id. */
    id: number;
    name: string;
    type: 'WINE' | 'BOX' | 'OTHER';
    /** Spec §5: the quantity must be a multiple of it. */
    multipleOf: number;
  };
  /** The chosen declination; null when the chosen combination does not exist (the button is then disabled). */
  declination: ApiDeclination | null;
  /** Disables the control (e.g. while the sheet is switching declinations). */
  disabled?: boolean;
}

// The call (axios, zod, React Query) is loaded on the first hover, focus or submit, never with the sheet.
type ActionModule = typeof import('../api/add-to-cart-action');
let actionModule: Promise<ActionModule> | null = null;
const loadAction = () => {
  notify.preload(); // the toast container is ready before the answer (its first notification is then never lost)
  actionModule ??= import('../api/add-to-cart-action');
  actionModule.catch(() => (actionModule = null));
  return actionModule;
};

type Feedback = { kind: 'error' | 'success'; text: string } | null;

/** Resolves once the browser has painted the current state (at once where there is no frame to wait for). */
const afterNextPaint = () =>
  new Promise<void>((resolve) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(resolve, 0)) : resolve(),
  );

/**
 * Spec §4/§5/§9 quantity selector and add to cart: the quantity moves in steps of the multiple (for WINE also
 * of the declination's sellByMultipleOf), starts at it, the − / + buttons and the arrow keys move through at
 * most 20 options (scanning to 1000, bounded by tracked stock), a typed non-numeric value falls back to the
 * multiple; the spec §5 rules are checked before the call with their exact French messages; on success the
 * toast « Produit ajouté au panier » and the quantity back to the multiple. The badge moves at once and is
 * rolled back on a refusal, whose message is shown and stored (spec §8).
 */
export function AddToCart({ product, declination, disabled }: AddToCartProps) {
  const t = useTranslations('cart');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rule = {
    type: product.type,
    multipleOf: product.multipleOf,
    sellByMultipleOf: declination?.sellByMultipleOf ?? 1,
    setQuantity: declination?.setQuantity ?? false,
    stock: declination?.quantity ?? 0,
  };
  const step = quantityStep(rule);
  const options = quantityOptions(rule);
  const max = options.at(-1) ?? step;

  const [raw, setRaw] = useState(String(step));
  const [stepShown, setStepShown] = useState(step);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [pending, setPending] = useState(false);
  const inCart = useCart((state) => (declination ? (state.lines[String(declination.id)] ?? 0) : 0));

  // Another declination (another multiple): back to its multiple, as the spec's minimum.
  if (stepShown !== step) {
    setStepShown(step);
    setRaw(String(step));
    setFeedback(null);
  }

  // Issue 17 §1: in the server HTML and until hydrated the form cannot work (a browser submit would only reload the
  // page): the controls are disabled and the button looks busy, never a click that silently does nothing.
  const hydrated = useHydrated();
  const off = Boolean(disabled) || !declination || !hydrated;
  const current = readQuantity(raw, step);
  const move = (direction: 1 | -1) => {
    const base = Number.isInteger(current) && current > 0 ? current : step;
    const next =
      direction > 0 ? (options.find((n) => n > base) ?? max) : ([...options].reverse().find((n) => n < base) ?? step);
    setRaw(String(next));
    setFeedback(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setRaw(String(event.key === 'Home' ? step : max));
    }
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (off || pending || !declination) return;
    const quantity = readQuantity(raw, step);
    if (String(quantity) !== raw.trim()) setRaw(String(quantity));
    const check = precheckAdd({ ...rule, quantity, inCart });
    if (!check.ok) {
      setFeedback({ kind: 'error', text: ruleMessage(t, check) });
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    setFeedback(null);
    updateCart({ count: cartStore.getState().count + quantity }); // optimistic badge
    try {
      // The busy button and the badge are painted before the call is built and sent (lab INP on add to cart).
      await afterNextPaint();
      const { submitAdd } = await loadAction();
      const result = await submitAdd(declination.id, quantity);
      if (result.ok) {
        notify.success(t('productAdded'));
        setFeedback({ kind: 'success', text: t('productAdded') });
        setRaw(String(quantityAfterAdd(step)));
      } else {
        const text = result.message ?? (navigator.onLine ? t('genericError') : t('offline'));
        notify.error(text);
        setFeedback({ kind: 'error', text });
      }
    } catch {
      // The chunk itself failed to load (offline, most often): undo the badge.
      updateCart({ count: Math.max(0, cartStore.getState().count - quantity) });
      setFeedback({ kind: 'error', text: navigator.onLine ? t('genericError') : t('offline') });
    } finally {
      setPending(false);
    }
  }

  const feedbackId = `${id}-feedback`;
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onPointerEnter={() => void loadAction()}
      onFocus={() => void loadAction()}
      noValidate
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-quantity`} className={styles.label}>
          {t('quantity')}
        </label>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.stepButton}
            onClick={() => move(-1)}
            disabled={off || current <= step}
            aria-label={t('decrease')}
          >
            −
          </button>
          <input
            ref={inputRef}
            id={`${id}-quantity`}
            className={styles.input}
            type="text"
            inputMode="numeric"
            role="spinbutton"
            autoComplete="off"
            aria-valuemin={step}
            aria-valuemax={max}
            aria-valuenow={Number.isFinite(current) ? current : undefined}
            aria-invalid={feedback?.kind === 'error' ? true : undefined}
            aria-describedby={feedback ? feedbackId : undefined}
            value={raw}
            disabled={off}
            onChange={(event) => {
              setRaw(event.target.value);
              setFeedback(null);
            }}
            onBlur={() => {
              const value = readQuantity(raw, step);
              if (String(value) !== raw.trim()) setRaw(String(value));
            }}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className={styles.stepButton}
            onClick={() => move(1)}
            disabled={off || current >= max}
            aria-label={t('increase')}
          >
            +
          </button>
        </div>
      </div>
      <button
        type="submit"
        className={styles.submit}
        disabled={off}
        aria-busy={pending || (!hydrated && Boolean(declination)) || undefined}
      >
        {pending ? t('adding') : t('addToCart')}
      </button>
      <p
        id={feedbackId}
        className={feedback?.kind === 'error' ? styles.error : styles.success}
        role="status"
        aria-live="polite"
      >
        {feedback?.text}
      </p>
    </form>
  );
}
