'use client';

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { FieldErrors, Path, UseFormRegister, UseFormSetValue, FieldValues, PathValue } from 'react-hook-form';
import { TextField } from '@/components/form/fields';
import { citiesQuery } from '../api/checkout-calls';
import { isFrenchPostalCode, type AddressValues } from '../schemas';
import styles from './checkout.module.css';

export interface CountryOption {
  id: number;
  name: string;
  alphaThree: string;
}

/**
 * The fields of an address (issue 14 §1 "Delivery", §3 Quality): `autocomplete` on each so browsers fill them,
 * a numeric keyboard for the postal code, city suggestions from GET /cities for the typed postal code (one city:
 * filled in), the countries of GET /countries the site sells to. Inside a parent form (`prefix` is its field).
 */
export function AddressFields<T extends FieldValues>({
  prefix,
  section,
  register,
  setValue,
  errors,
  values,
  countries,
}: {
  prefix: Path<T>;
  /** The autocomplete section: `shipping` or `billing`. */
  section: 'shipping' | 'billing';
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<AddressValues> | undefined;
  values: AddressValues;
  countries: readonly CountryOption[];
}) {
  const t = useTranslations('checkout.address');
  const field = (name: keyof AddressValues) => `${prefix}.${name}` as Path<T>;
  const country = countries.find((c) => String(c.id) === values.idCountry);
  const search = values.postalCode.trim();
  const canSuggest = !!country && (country.alphaThree === 'FRA' ? isFrenchPostalCode(search) : search.length >= 3);
  const cities = useQuery({ ...citiesQuery(search, country?.id ?? 0), enabled: canSuggest });
  const names = canSuggest ? [...new Set((cities.data ?? []).map((c) => c.name))] : [];
  const only = names.length === 1 ? names[0] : undefined;
  useEffect(() => {
    if (only && !values.city.trim()) setValue(field('city'), only as PathValue<T, Path<T>>, { shouldDirty: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filled once per suggestion, never over what was typed
  }, [only]);
  const listId = `${section}-cities`;
  const ac = (name: string) => `section-${section} ${section} ${name}`;
  return (
    <div className={styles.addressGrid}>
      <TextField
        label={t('firstname')}
        required
        autoComplete={ac('given-name')}
        error={errors?.firstname?.message}
        className={styles.half}
        {...register(field('firstname'))}
      />
      <TextField
        label={t('lastname')}
        required
        autoComplete={ac('family-name')}
        error={errors?.lastname?.message}
        className={styles.half}
        {...register(field('lastname'))}
      />
      <TextField
        label={t('address')}
        required
        autoComplete={ac('address-line1')}
        error={errors?.address?.message}
        {...register(field('address'))}
      />
      <TextField
        label={t('addressPart2')}
        autoComplete={ac('address-line2')}
        error={errors?.addressPart2?.message}
        {...register(field('addressPart2'))}
      />
      <TextField
        label={t('postalCode')}
        required
        inputMode="numeric"
        autoComplete={ac('postal-code')}
        error={errors?.postalCode?.message}
        className={styles.third}
        {...register(field('postalCode'))}
      />
      <TextField
        label={t('city')}
        required
        list={names.length > 0 ? listId : undefined}
        autoComplete={ac('address-level2')}
        error={errors?.city?.message}
        className={styles.twoThirds}
        {...register(field('city'))}
      />
      {names.length > 0 && (
        <datalist id={listId}>
          {names.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
      <div className={styles.field}>
        <label htmlFor={`${section}-country`}>
          {t('country')}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={`${section}-country`}
          className={styles.select}
          autoComplete={ac('country')}
          aria-invalid={errors?.idCountry ? true : undefined}
          aria-describedby={errors?.idCountry ? `${section}-country-error` : undefined}
          {...register(field('idCountry'))}
        >
          {countries.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
        {errors?.idCountry && (
          <p id={`${section}-country-error`} className={styles.error}>
            {errors.idCountry.message}
          </p>
        )}
      </div>
    </div>
  );
}
