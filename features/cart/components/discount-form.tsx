'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/form/fields';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { formatPercent, formatPrice } from '@/lib/format/price';
import { isPlatformError } from '@/lib/platform/errors';
import type { ApiCart } from '@/lib/platform/schemas/shop';
import { discountCodeSchema } from '../schemas';
import styles from './cart-screen.module.css';

interface Props {
  current: ApiCart['discount'];
  pending: boolean;
  onApply: (code: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

/**
 * The cart's discount code (spec §3 Discount: EURO, percent, SHIPPING_FEES = free shipping): checked in the
 * browser (not empty, at most 64 characters), then by the platform, whose refusal (« Ce code promo n'existe
 * pas. ») is put on the field; what was typed stays. The field is marked optional, not required: a code is
 * optional to order, and an asterisk beside the totals would read as one more thing to fill in before paying;
 * « Appliquer » on an empty field says what is missing.
 */
export function DiscountForm({ current, pending, onApply, onRemove }: Props) {
  const t = useTranslations('cart');
  const [removeError, setRemoveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(discountCodeSchema, { defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await onApply(code);
      reset({ code: '' });
    } catch (error) {
      const message =
        isPlatformError(error) && error.kind === 'refused' && error.message ? error.message : t('genericError');
      setError('code', { type: 'server', message }, { shouldFocus: true });
    }
  });

  if (current) {
    const value =
      current.detailType === 'SHIPPING_FEES'
        ? t('discountFreeShipping')
        : current.type === 'PERCENT'
          ? t('discountPercent', { amount: formatPercent(current.amount) })
          : t('discountEuro', { amount: formatPrice(current.amount) });
    return (
      <div className={styles.discount}>
        <p className={styles.discountCurrent}>
          <strong>{t('discountCurrent', { code: current.code })}</strong> — {value}
        </p>
        <button
          type="button"
          className={styles.linkButton}
          disabled={pending}
          onClick={() => {
            setRemoveError(null);
            onRemove().catch((error: unknown) =>
              setRemoveError(isPlatformError(error) && error.message ? error.message : t('genericError')),
            );
          }}
        >
          {t('discountRemove', { code: current.code })}
        </button>
        {removeError && (
          <p className={styles.lineError} role="alert">
            {removeError}
          </p>
        )}
      </div>
    );
  }

  const message = errors.code?.message;
  return (
    <form className={styles.discountForm} onSubmit={onSubmit} noValidate aria-label={t('discountTitle')}>
      <TextField
        label={t('discountCode')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        error={message ? (errors.code?.type === 'server' ? message : t(message as 'discountRequired')) : undefined}
        {...register('code')}
      />
      <button type="submit" className={styles.button} disabled={pending} aria-busy={pending || undefined}>
        {t('discountApply')}
      </button>
    </form>
  );
}
