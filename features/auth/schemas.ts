import { z } from 'zod';
import type { Translate } from '@/lib/forms/translate';
import {
  currentPasswordField,
  emailField,
  newPasswordRule,
  profileFields,
  requiredString,
  ruleIssues,
} from '@/lib/forms/rules';
import { checkRegistration, needsBirthdate, type RegistrationSettings } from '@/lib/rules/registration';
import type { RegisterBody } from '@/lib/platform/schemas/accounts';

/** What the site's parameters change in the registration form (spec §3 Registration, Mail). */
export interface RegisterFormSettings extends RegistrationSettings {
  /** ENABLE_NEWSLETTER: the opt-in box is shown. */
  newsletter: boolean;
}

// ---------- Log in ----------

export const LOGIN_FIELDS = ['email', 'password'] as const;

export const loginFormSchema = (forms: Translate) =>
  z.object({
    email: emailField(forms),
    password: currentPasswordField(forms),
  });
export type LoginFormValues = z.input<ReturnType<typeof loginFormSchema>>;

// ---------- Register ----------

export const REGISTER_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'birthdate',
  'password',
  'termsAccepted',
  'newsletter',
] as const;

/**
 * The registration form: shapes of the contract, then the shared rules of lib/rules/registration.ts
 * (names, phone and ALLOW_ONLY_MOBILE_PHONE, birth date and BLOCK_MINORS_FROM_REGISTERING, password,
 * terms), worded from the `auth.rules` messages. `today` is the French calendar date (yyyy-mm-dd).
 */
export function registerFormSchema(forms: Translate, auth: Translate, settings: RegistrationSettings, today: string) {
  return z
    .object({
      ...profileFields(forms),
      birthdate: z.string(),
      password: requiredString(forms),
      termsAccepted: z.boolean(),
      newsletter: z.boolean(),
    })
    .superRefine((values, ctx) =>
      ruleIssues(
        checkRegistration(
          { ...values, birthdate: needsBirthdate(settings) ? values.birthdate : null },
          settings,
          today,
        ),
        ctx,
        auth,
      ),
    );
}
export type RegisterFormValues = z.input<ReturnType<typeof registerFormSchema>>;
export type RegisterFormOutput = z.output<ReturnType<typeof registerFormSchema>>;

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  birthdate: '',
  password: '',
  termsAccepted: false,
  newsletter: false,
};

/** The body of POST /register from a valid form. */
export function toRegisterBody(values: RegisterFormOutput, settings: RegisterFormSettings): RegisterBody {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email.toLowerCase(),
    phone: values.phone,
    password: values.password,
    ...(needsBirthdate(settings) ? { birthdate: values.birthdate } : {}),
    termsAccepted: values.termsAccepted,
    newsletter: settings.newsletter && values.newsletter,
  };
}

// ---------- Password reset ----------

export const askResetSchema = (forms: Translate) => z.object({ email: emailField(forms) });
export type AskResetValues = z.input<ReturnType<typeof askResetSchema>>;

export const NEW_PASSWORD_FIELDS = ['password', 'confirm'] as const;

/** A new password typed twice, with the registration's password rule. */
export function newPasswordSchema(forms: Translate, auth: Translate) {
  return z
    .object({ password: requiredString(forms), confirm: requiredString(forms) })
    .superRefine(newPasswordRule({ password: 'password', confirm: 'confirm' }, auth, auth('reset.mismatch')));
}
export type NewPasswordValues = z.input<ReturnType<typeof newPasswordSchema>>;

// ---------- Where to go after logging in ----------

/** Paths a visitor is never sent back to after logging in (they would loop or make no sense). */
const NO_RETURN = /^\/(auth|password\/reset)(\/|$|\?)/;

/**
 * The `?redirect=` target after logging in: a path of this site only (no scheme, no `//host`, no
 * backslash tricks), else the home page.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /[\u0000-\u001f]/.test(raw))
    return '/';
  try {
    const base = 'http://storefront.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return NO_RETURN.test(path) ? '/' : path;
  } catch {
    return '/';
  }
}
