'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { ApiCart } from '@/lib/platform/schemas/shop';
import { checkCartQuantity, quantityOptions } from '@/lib/rules/cart-rules';
import styles from './cart-screen.module.css';
import { ruleMessage } from '../rule-message';

type Line = ApiCart['products'][number];

/** The quantities a cart line may take (spec §5/§9): the selector's options, plus its current quantity. */
export function lineQuantityOptions(line: Line): number[] {
  const options = quantityOptions({
    type: line.type,
    multipleOf: line.multipleOf,
    sellByMultipleOf: line.sellByMultipleOf,
    setQuantity: line.declination.setQuantity,
    stock: line.declination.quantity,
  });
  return options.includes(line.quantity) ? options : [...options, line.quantity].sort((a, b) => a - b);
}

interface Props {
  line: Line;
  pending: boolean;
  error: string | null;
  onChange: (quantity: number) => void;
  onError: (message: string) => void;
}

/**
 * A cart line's quantity: a list of the quantities the spec §5 rules allow (steps of the multiple, at most 20,
 * bounded by tracked stock). The choice is checked again with the rules before the call.
 */
export function LineQuantity({ line, pending, error, onChange, onError }: Props) {
  const t = useTranslations('cart');
  const id = useId();
  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={styles.quantityLabel}>
        {t('quantity')}
        <span className="visually-hidden"> — {line.product.name}</span>
      </label>
      <select
        id={id}
        className={styles.select}
        value={line.quantity}
        disabled={pending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const quantity = Number(event.target.value);
          const check = checkCartQuantity({
            quantity,
            type: line.type,
            multipleOf: line.multipleOf,
            sellByMultipleOf: line.sellByMultipleOf,
            setQuantity: line.declination.setQuantity,
            stock: line.declination.quantity,
          });
          if (check.ok) onChange(quantity);
          else onError(ruleMessage(t, check));
        }}
      >
        {lineQuantityOptions(line).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.lineError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
