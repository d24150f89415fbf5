import { z } from 'zod';
import type { Translate } from '@/lib/forms/translate';
import {
  currentPasswordField,
  newPasswordRule,
  PASSWORD_INPUT_MAX,
  profileFields,
  requiredString,
  ruleIssues,
} from '@/lib/forms/rules';
import { checkProfile, needsBirthdate, type RegistrationSettings } from '@/lib/rules/registration';
import type { Profile, UpdateProfileBody } from '@/lib/platform/schemas/accounts';

// The personal space's forms (issue 5 §3): the contract's shapes, then the registration rules of
// lib/rules/registration.ts (the platform applies the same ones), worded from the `auth.rules` messages.

// ---------- Profile ----------

export const PROFILE_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'birthdate', 'currentPassword'] as const;

/**
 * The profile form. `originalEmail` is the e-mail on record: changing it (the login identifier) needs the
 * current password, as the platform requires. `today` is the French calendar date (yyyy-mm-dd).
 */
export function profileFormSchema(
  forms: Translate,
  auth: Translate,
  settings: RegistrationSettings,
  today: string,
  originalEmail: string,
) {
  return z
    .object({
      ...profileFields(forms),
      birthdate: z.string().trim(),
      currentPassword: z.string().max(PASSWORD_INPUT_MAX, { error: forms('tooLong', { max: PASSWORD_INPUT_MAX }) }),
    })
    .superRefine((values, ctx) => {
      ruleIssues(checkProfile({ ...values, birthdate: values.birthdate || null }, settings, today), ctx, auth);
      if (emailChanged(values.email, originalEmail) && !values.currentPassword) {
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: forms('required') });
      }
    });
}
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;
export type ProfileFormOutput = z.output<ReturnType<typeof profileFormSchema>>;

/** Whether the typed e-mail differs from the one on record (the platform compares lower-cased). */
export const emailChanged = (typed: string, original: string) =>
  typed.trim().toLowerCase() !== original.trim().toLowerCase();

/** The form's starting values from the profile ("me"). */
export function profileToForm(profile: Profile): ProfileFormValues {
  return {
    firstname: profile.firstname,
    lastname: profile.lastname,
    email: profile.email,
    phone: profile.phone ?? '',
    birthdate: profile.birthdate ?? '',
    currentPassword: '',
  };
}

/** The body of PUT /user: every field (an empty birth date clears it); the password only to change the e-mail. */
export function toUpdateProfileBody(values: ProfileFormOutput, originalEmail: string): UpdateProfileBody {
  const changesEmail = emailChanged(values.email, originalEmail);
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email.toLowerCase(),
    phone: values.phone,
    birthdate: values.birthdate || null,
    ...(changesEmail ? { currentPassword: values.currentPassword } : {}),
  };
}

/** Whether the profile form shows the birth date as required (the site asks it, or refuses minors). */
export const birthdateRequired = (settings: RegistrationSettings) => needsBirthdate(settings);

// ---------- Password change ----------

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;

/** Current password, then the new one twice, with the registration's password rule. */
export function changePasswordSchema(forms: Translate, auth: Translate, account: Translate) {
  return z
    .object({
      currentPassword: currentPasswordField(forms),
      newPassword: requiredString(forms),
      confirm: requiredString(forms),
    })
    .superRefine(newPasswordRule({ password: 'newPassword', confirm: 'confirm' }, auth, account('password.mismatch')));
}
export type ChangePasswordValues = z.input<ReturnType<typeof changePasswordSchema>>;

// ---------- Account deletion ----------

export const DELETE_FIELDS = ['password'] as const;

export const deleteAccountSchema = (forms: Translate) => z.object({ password: currentPasswordField(forms) });
export type DeleteAccountValues = z.input<ReturnType<typeof deleteAccountSchema>>;

// ---------- Newsletter ----------

/** The subscription after ticking (or unticking) one list: the platform's PUT replaces the whole set. */
export function toggledListIds(current: readonly number[], listId: number, subscribed: boolean): number[] {
  const others = current.filter((id) => id !== listId);
  return subscribed ? [...others, listId].sort((a, b) => a - b) : others;
}

// ---------- Orders ----------

/** Orders per page of the account's list (spec §7 default list size). */
export const ORDERS_PER_PAGE = 10;

/** The number of pages of a list (at least 1). */
export const pageCount = (total: number, perPage = ORDERS_PER_PAGE) => Math.max(1, Math.ceil(total / perPage));

/** The message key of an order status: a known status has its French word, any other is shown as the platform sends it. */
export const KNOWN_ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PAID',
  'PROCESSING',
  'READY',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
  'REFUNDED',
] as const;

export function orderStatusLabel(status: string, orders: Translate): string {
  return (KNOWN_ORDER_STATUSES as readonly string[]).includes(status) ? orders(`statuses.${status}`) : status;
}
