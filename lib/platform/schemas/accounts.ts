import { z } from 'zod';
import { idSchema } from './common';

// The contract of the accounts calls (spec §7 "Accounts", design.md §1 logout and logged).
// Shapes only: the rules that depend on site parameters (minors, mobile phones, birth date)
// live in lib/rules/registration.ts and answer per-field errors the same way.

export const userRoleSchema = z.enum(['CUSTOMER', 'ADMIN', 'SUPER_ADMIN']);
export type UserRole = z.infer<typeof userRoleSchema>;

const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
const nameSchema = z.string().trim().min(1).max(100);
const phoneSchema = z.string().trim().min(1).max(30);
/** Lengths only; the 72-byte bcrypt limit is a rule (passwordError). */
const passwordSchema = z.string().min(8).max(72);
const birthdateSchema = z.iso.date().nullable();

/** The user of a session (spec §3 User). */
export const sessionUserSchema = z.object({ id: z.number().int(), email: z.string(), role: userRoleSchema });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The profile, "me" (spec §3). */
export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  phone: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  /** yyyy-mm-dd */
  birthdate: z.string().nullable(),
  role: userRoleSchema,
  /** Subscribed to at least one newsletter list. */
  newsletter: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const registerBodySchema = z.object({
  firstname: nameSchema,
  lastname: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  /** Required when ASK_BIRTHDATE_AT_REGISTER or BLOCK_MINORS_FROM_REGISTERING is on. */
  birthdate: birthdateSchema.optional(),
  /** Spec §5: must be true. */
  termsAccepted: z.boolean(),
  /** Subscribe to every newsletter list of the site; honoured only when ENABLE_NEWSLETTER is on. */
  newsletter: z.boolean().default(false),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerResponseSchema = z.object({ user: sessionUserSchema });

export const loginBodySchema = z.object({
  email: emailSchema,
  /** Not length-checked beyond a bound: old passwords must still log in. */
  password: z.string().min(1).max(200),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string(), idSite: z.number().int(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loggedResponseSchema = z.object({ logged: z.boolean(), user: sessionUserSchema.nullable() });

export const updateProfileBodySchema = z
  .object({
    firstname: nameSchema,
    lastname: nameSchema,
    phone: phoneSchema,
    birthdate: birthdateSchema,
    email: emailSchema,
    /** Required to change the e-mail (the login identifier). */
    currentPassword: z.string().min(1).max(200),
  })
  .partial()
  .refine((body) => Object.keys(body).some((key) => key !== 'currentPassword'), { path: ['_'] });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordSchema,
});

export const deleteAccountBodySchema = z.object({ password: z.string().min(1).max(200) });

export const newsletterListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export const newsletterListsResponseSchema = z.object({
  /** ENABLE_NEWSLETTER: when false, lists is empty and subscribing is refused. */
  enabled: z.boolean(),
  lists: z.array(newsletterListSchema),
});
export const newsletterSubscriptionSchema = z.object({ enabled: z.boolean(), listIds: z.array(z.number().int()) });

const listIdsSchema = z.array(idSchema).max(50);
export const updateSubscriptionBodySchema = z.object({
  /** The lists to be subscribed to (replaces the current ones; empty unsubscribes from all). */
  listIds: listIdsSchema,
});

export const subscribeBodySchema = z.object({
  email: emailSchema,
  /** Omitted: every list of the site. */
  listIds: listIdsSchema.min(1).optional(),
});
/**
 * POST /newsletter/subscribe answers no data: the address is only pending until its confirmation link is used,
 * and the answer is the same whether it was new, pending or already subscribed (no enumeration).
 */
export const subscribeResponseSchema = z.null();

/** POST /newsletter/confirm: the token of the confirmation mail's link (`<site url>/newsletter/confirmation#<token>`). */
export const confirmSubscriptionBodySchema = z.object({ token: z.string().trim().min(16).max(256) });
export type ConfirmSubscriptionBody = z.input<typeof confirmSubscriptionBodySchema>;
/** The confirmed address and every list it is now subscribed to. */
export const confirmSubscriptionResponseSchema = z.object({ email: z.string(), listIds: z.array(z.number().int()) });
export type ConfirmSubscriptionResponse = z.infer<typeof confirmSubscriptionResponseSchema>;

export const resetAskBodySchema = z.object({ email: emailSchema });
export const resetBodySchema = z.object({
  token: z.string().trim().min(16).max(256),
  password: passwordSchema,
});
