import { z } from 'zod';
import { passwordError, type FieldErrors } from '@/lib/rules/registration';
import type { Translate } from './translate';

// The zod pieces every form of the storefront words the same way (the `forms` messages for the generic rules,
// `auth.rules` for the registration codes of lib/rules/registration.ts, which the platform applies too).

/** The contract's limits of a member's profile (POST /register, PUT /user). */
export const PROFILE_LIMITS = { name: 100, email: 254, phone: 30 } as const;
/** The longest password a form sends (the platform answers the same beyond it). */
export const PASSWORD_INPUT_MAX = 200;

/** A text the visitor must fill: trimmed, then required and at most `max` characters. */
export const requiredText = (forms: Translate, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: forms('required') })
    .max(max, { error: forms('tooLong', { max }) });

/** A required e-mail address (trimmed, 254 characters at most). */
export const emailField = (forms: Translate) =>
  requiredText(forms, PROFILE_LIMITS.email).pipe(z.email({ error: forms('email') }));

/** A password the member already has (log in, confirm a change): required, never trimmed, no other rule. */
export const currentPasswordField = (forms: Translate) =>
  z
    .string()
    .min(1, { error: forms('required') })
    .max(PASSWORD_INPUT_MAX, { error: forms('tooLong', { max: PASSWORD_INPUT_MAX }) });

/** A required string left as typed (a new password: its rule runs in `newPasswordRule`). */
export const requiredString = (forms: Translate) => z.string().min(1, { error: forms('required') });

/** The profile's fields of registration and profile forms (their own rules then run through `ruleIssues`). */
export const profileFields = (forms: Translate) => ({
  firstname: requiredText(forms, PROFILE_LIMITS.name),
  lastname: requiredText(forms, PROFILE_LIMITS.name),
  email: emailField(forms),
  phone: requiredText(forms, PROFILE_LIMITS.phone),
});

/** Puts the error codes of lib/rules/registration.ts on their fields, worded from `auth.rules`. */
export function ruleIssues(errors: FieldErrors, ctx: z.RefinementCtx, auth: Translate) {
  for (const [field, code] of Object.entries(errors)) {
    if (code) ctx.addIssue({ code: 'custom', path: [field], message: auth(`rules.${code}`) });
  }
}

/**
 * A new password typed twice (registration's password rule, then the same twice): the rule's error on the
 * password field, else `mismatch` on the confirmation once it is typed.
 */
export function newPasswordRule<P extends string, C extends string>(
  fields: { password: P; confirm: C },
  auth: Translate,
  mismatch: string,
) {
  return (values: Record<P | C, string>, ctx: z.RefinementCtx) => {
    const password = values[fields.password];
    const confirm = values[fields.confirm];
    const code = passwordError(password);
    if (code) ctx.addIssue({ code: 'custom', path: [fields.password], message: auth(`rules.${code}`) });
    else if (confirm && password !== confirm)
      ctx.addIssue({ code: 'custom', path: [fields.confirm], message: mismatch });
  };
}
