import { z } from 'zod';
import { requiredText } from '@/lib/forms/rules';
import type { Translate } from '@/lib/forms/translate';
import { phoneError } from '@/lib/rules/registration';
import type { CheckoutAddress } from './model';

// The checkout's forms (react-hook-form + zod through lib/forms/use-zod-form.ts), worded in French, with the
// contract's limits (lib/platform/schemas/shop.ts orderAddressSchema) and the phone rule of registration.

export interface AddressValues {
  firstname: string;
  lastname: string;
  address: string;
  addressPart2: string;
  postalCode: string;
  city: string;
  idCountry: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  firstname: '',
  lastname: '',
  address: '',
  addressPart2: '',
  postalCode: '',
  city: '',
  idCountry: '',
};

/** An address of the store as the form's values (the country id as the select's string). */
export const addressValuesOf = (address: CheckoutAddress | null, defaultCountry: number | null): AddressValues =>
  address
    ? { ...address, idCountry: String(address.idCountry) }
    : { ...EMPTY_ADDRESS, idCountry: defaultCountry ? String(defaultCountry) : '' };

/** Countries by id: the three-letter code an address carries. */
export type CountryCodes = ReadonlyMap<number, string>;

/** An address as typed so far (kept in the store on every change, so a reload loses nothing). */
export function draftAddress(values: Partial<AddressValues>, countries: CountryCodes): CheckoutAddress | null {
  const idCountry = Number(values.idCountry);
  if (!Number.isInteger(idCountry) || idCountry <= 0) return null;
  return {
    firstname: values.firstname ?? '',
    lastname: values.lastname ?? '',
    address: values.address ?? '',
    addressPart2: values.addressPart2 ?? '',
    postalCode: values.postalCode ?? '',
    city: values.city ?? '',
    idCountry,
    country: countries.get(idCountry) ?? 'FRA',
  };
}

export const isFrenchPostalCode = (postalCode: string) => /^\d{5}$/.test(postalCode.trim());

export const addressSchema = (
  forms: Translate,
  t: Translate,
  countries: CountryCodes,
  allowed: (code: string) => boolean,
) =>
  z
    .object({
      firstname: requiredText(forms, 100),
      lastname: requiredText(forms, 100),
      address: requiredText(forms, 255),
      addressPart2: z
        .string()
        .trim()
        .max(255, { error: forms('tooLong', { max: 255 }) }),
      postalCode: requiredText(forms, 16),
      city: requiredText(forms, 128),
      idCountry: z.string().min(1, { error: forms('required') }),
    })
    .superRefine((value, ctx) => {
      const code = countries.get(Number(value.idCountry));
      if (!code || !allowed(code))
        ctx.addIssue({ code: 'custom', path: ['idCountry'], message: t('address.countryNotServed') });
      if (code === 'FRA' && !isFrenchPostalCode(value.postalCode))
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: t('address.postalCodeFrance') });
    });

export interface DetailsValues {
  billingSame: boolean;
  billing: AddressValues;
  phone: string;
  message: string;
  terms: boolean;
}

/** Step 2: billing (unless the same as the delivery), phone (lib/rules/registration.ts), message, sale terms. */
export const detailsSchema = (
  forms: Translate,
  t: Translate,
  countries: CountryCodes,
  options: { onlyMobilePhone: boolean; billingSameAllowed: boolean },
) =>
  z
    .object({
      billingSame: z.boolean(),
      billing: z.custom<AddressValues>(),
      phone: requiredText(forms, 32),
      message: z
        .string()
        .trim()
        .max(2000, { error: forms('tooLong', { max: 2000 }) }),
      terms: z.boolean().refine((v) => v, { error: t('termsRequired') }),
    })
    .superRefine((value, ctx) => {
      const error = phoneError(value.phone, options);
      if (error)
        ctx.addIssue({
          code: 'custom',
          path: ['phone'],
          message: t(error === 'phoneNotMobile' ? 'phoneMobile' : 'phoneInvalid'),
        });
      if (options.billingSameAllowed && value.billingSame) return;
      const billing = addressSchema(forms, t, countries, () => true).safeParse(value.billing);
      if (!billing.success)
        for (const issue of billing.error.issues)
          ctx.addIssue({ code: 'custom', path: ['billing', ...issue.path.map(String)], message: issue.message });
    });
