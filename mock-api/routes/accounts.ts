import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { calendarDate, checkProfile, checkRegistration, passwordError } from '../../lib/rules/registration';
import {
  changePasswordBodySchema,
  confirmSubscriptionBodySchema,
  confirmSubscriptionResponseSchema,
  deleteAccountBodySchema,
  loggedResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  newsletterListsResponseSchema,
  newsletterSubscriptionSchema,
  profileSchema,
  registerBodySchema,
  registerResponseSchema,
  resetAskBodySchema,
  resetBodySchema,
  subscribeBodySchema,
  subscribeResponseSchema,
  updateProfileBodySchema,
  updateSubscriptionBodySchema,
} from '../../lib/platform/schemas/accounts';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword, verifyPassword } from '../domain/accounts/passwords';
import {
  listNewsletterLists,
  resolveListIds,
  setSubscriptions,
  forgetEmail,
  subscribedListIds,
} from '../domain/accounts/newsletter';
import { askConfirmation, confirmSubscription } from '../domain/accounts/newsletter-opt-in';
import { consumeResetToken, sendResetLink } from '../domain/accounts/password-reset';
import {
  assertNotLimited,
  clearFailures,
  clientAddress,
  recordFailure,
  type Attempt,
} from '../domain/accounts/rate-limit';
import { LOGIN_LIMITS, perWindow } from '../domain/rate-limit-rules';
import { limitRequest } from '../domain/rate-limits';
import { assertNoRuleErrors, isUniqueViolation } from '../domain/accounts/rule-errors';
import { closeSession, openSession, revokeSessions } from '../domain/accounts/sessions';
import { newsletterEnabled, registrationSettings } from '../domain/accounts/settings';
import { findUser, findUserByEmail, sessionUser, toProfile, type UserRow } from '../domain/accounts/users';
import type { AuthUser } from '../http/context';
import { ApiError, badRequest, conflict, unauthorized } from '../http/errors';
import { defineRoute, reply, type AnyRoute, type HandlerContext } from '../http/route';
import { t } from '../i18n';

const TAG = 'Accounts';

type RequestDeps = Pick<HandlerContext<unknown, unknown, unknown, 'user'>, 'c' | 'db' | 'config'>;

const emailTaken = () => conflict('accounts.emailTaken', undefined, { errors: { email: t('accounts.emailTaken') } });

/** The member of the request's session, re-read (it may have been deleted since the session was resolved). */
async function currentUser(db: Db, user: AuthUser): Promise<UserRow> {
  const row = await findUser(db, user.siteId, user.id);
  if (!row) throw unauthorized();
  return row;
}

/**
 * Checks a member's password for a sensitive change. Wrong answers count as login failures of the
 * member's e-mail, so a stolen session cannot be used to guess the password either.
 */
async function confirmPassword(ctx: RequestDeps, user: UserRow, password: string, field: string): Promise<void> {
  const attempt: Attempt = {
    siteId: user.siteId,
    email: user.email.toLowerCase(),
    address: clientAddress(ctx.c),
    now: ctx.config.now(),
    factor: ctx.config.rateLimitFactor,
  };
  await assertNotLimited(ctx.db, attempt);
  if (await verifyPassword(password, user.passwordHash, ctx.config.bcryptCost)) return;
  await recordFailure(ctx.db, attempt);
  throw badRequest('accounts.wrongPassword', undefined, { errors: { [field]: t('accounts.wrongPassword') } });
}

export const accountRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: '/register',
    tag: TAG,
    summary: 'Creates a customer account (not logged in: call POST /login next).',
    description:
      'Body: firstname, lastname, email, phone, password (8 characters to 72 bytes), birthdate (yyyy-mm-dd; required when ' +
      'ASK_BIRTHDATE_AT_REGISTER or BLOCK_MINORS_FROM_REGISTERING is on), termsAccepted (must be true, spec §5), newsletter ' +
      '(subscribes to every list; ignored unless ENABLE_NEWSLETTER). BLOCK_MINORS_FROM_REGISTERING refuses under-18s, ' +
      'ALLOW_ONLY_MOBILE_PHONE accepts only French mobile numbers. Refusals are 400 with per-field messages in data.errors ' +
      '(shape errors first, then the rules of lib/rules/registration.ts); an e-mail already registered on this site is 409. Answers 201. ' +
      `Limited to ${perWindow('registerAddress')} per client address: 429 (data.retryAfter, Retry-After).`,
    body: registerBodySchema,
    response: registerResponseSchema,
    async handler(ctx) {
      const { db, site, body, config } = ctx;
      await limitRequest(ctx, [{ rule: 'registerAddress' }]);
      const settings = await registrationSettings(db, site.id);
      assertNoRuleErrors(checkRegistration(body, settings, calendarDate(config.now())));
      if (await findUserByEmail(db, site.id, body.email)) throw emailTaken();
      const passwordHash = await hashPassword(body.password, config.bcryptCost);
      const subscribe = body.newsletter && (await newsletterEnabled(db, site.id));
      const now = config.now();
      try {
        const user = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              siteId: site.id,
              email: body.email,
              passwordHash,
              role: 'CUSTOMER',
              firstname: body.firstname,
              lastname: body.lastname,
              phone: body.phone,
              birthdate: body.birthdate || null,
              termsAcceptedAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!created) throw new Error('insert returned no row');
          if (subscribe) await setSubscriptions(tx, site.id, created.id, await resolveListIds(tx, site.id, undefined));
          return created;
        });
        return reply({ user: sessionUser(user) }, t('accounts.registered'), 201);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  }),

  defineRoute({
    method: 'post',
    path: '/login',
    tag: TAG,
    summary: 'Logs a member of this site in: answers a session token (valid 86400 s), the site id and the user.',
    description:
      'Body: email, password. A wrong password and an unknown e-mail get the same 401 message. Attempts are refused with 429 ' +
      '(data.retryAfter and Retry-After in seconds), even with the right password: after 5 failures within a minute for one ' +
      'e-mail and client address (the X-Forwarded-For the storefront writes, else the socket address); after ' +
      `${LOGIN_LIMITS.account.freeFailures} failures in 24 hours for one e-mail from any address, each attempt waits 1 s, 2 s, ` +
      '4 s… (at most 15 minutes) after the latest failure; past ' +
      `${perWindow('loginAddress')} failures from one address, whatever the e-mails. A member of another site is unknown here.`,
    body: loginBodySchema,
    response: loginResponseSchema,
    async handler({ c, db, site, body, config }) {
      const attempt: Attempt = {
        siteId: site.id,
        email: body.email,
        address: clientAddress(c),
        now: config.now(),
        factor: config.rateLimitFactor,
      };
      await assertNotLimited(db, attempt);
      const user = await findUserByEmail(db, site.id, body.email);
      if (!(await verifyPassword(body.password, user?.passwordHash, config.bcryptCost)) || !user) {
        await recordFailure(db, attempt);
        throw ApiError.of(401, 'accounts.invalidCredentials');
      }
      await clearFailures(db, attempt);
      const token = await openSession(db, site.id, user.id, attempt.now);
      return reply({ token, idSite: site.id, user: sessionUser(user) }, t('accounts.loggedIn'));
    },
  }),

  defineRoute({
    method: 'post',
    path: '/logout',
    tag: TAG,
    summary:
      'Ends the session of the request’s token (no body). Succeeds also without a valid token: the result is the same.',
    response: z.null(),
    async handler({ c, db, site }) {
      const token = c.get('token');
      if (token) await closeSession(db, site.id, token);
      return reply(null, t('accounts.loggedOut'));
    },
  }),

  defineRoute({
    method: 'get',
    path: '/logged',
    tag: TAG,
    summary: 'Whether the request’s token is a live session of this site, and whose.',
    response: loggedResponseSchema,
    handler({ user }) {
      return { logged: user !== null, user: user ? sessionUser(user) : null };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/user',
    tag: TAG,
    access: 'user',
    summary: 'The profile of the logged-in member ("me").',
    response: profileSchema,
    async handler({ db, user }) {
      return toProfile(await currentUser(db, user));
    },
  }),

  defineRoute({
    method: 'put',
    path: '/user',
    tag: TAG,
    access: 'user',
    summary: 'Edits the profile: any of firstname, lastname, phone, birthdate, email (absent fields are kept).',
    description:
      'The registration rules apply to the fields sent (names, phone and ALLOW_ONLY_MOBILE_PHONE, birth date and ' +
      'BLOCK_MINORS_FROM_REGISTERING). Changing the e-mail needs currentPassword (400 otherwise); an e-mail of another ' +
      'member of the site is 409. Newsletter subscriptions are edited with PUT /user/newsletter/subscription. Answers the profile.',
    body: updateProfileBodySchema,
    response: profileSchema,
    async handler(ctx) {
      const { db, site, body, config } = ctx;
      const me = await currentUser(db, ctx.user);
      const settings = await registrationSettings(db, site.id);
      assertNoRuleErrors(checkProfile(body, settings, calendarDate(config.now())));
      const changesEmail = body.email !== undefined && body.email !== me.email.toLowerCase();
      if (changesEmail) {
        if (!body.currentPassword) {
          throw badRequest('accounts.currentPasswordRequired', undefined, {
            errors: { currentPassword: t('accounts.currentPasswordRequired') },
          });
        }
        await confirmPassword(ctx, me, body.currentPassword, 'currentPassword');
        const other = await findUserByEmail(db, site.id, body.email!);
        if (other && other.id !== me.id) throw emailTaken();
      }
      try {
        const [updated] = await db
          .update(users)
          .set({
            firstname: body.firstname,
            lastname: body.lastname,
            phone: body.phone,
            birthdate: body.birthdate === undefined ? undefined : body.birthdate || null,
            email: changesEmail ? body.email : undefined,
            updatedAt: config.now(),
          })
          .where(and(eq(users.siteId, site.id), eq(users.id, me.id)))
          .returning();
        if (!updated) throw unauthorized();
        return reply(toProfile(updated), t('accounts.profileUpdated'));
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  }),

  defineRoute({
    method: 'put',
    path: '/user/password',
    tag: TAG,
    access: 'user',
    summary:
      'Changes the password: { currentPassword, newPassword }. The member’s other sessions are closed; this one stays.',
    description:
      'A wrong currentPassword is 400 with data.errors.currentPassword and counts towards the login rate limit.',
    body: changePasswordBodySchema,
    response: z.null(),
    async handler(ctx) {
      const { c, db, site, body, config } = ctx;
      const me = await currentUser(db, ctx.user);
      assertNoRuleErrors({ newPassword: passwordError(body.newPassword) ?? undefined });
      await confirmPassword(ctx, me, body.currentPassword, 'currentPassword');
      const passwordHash = await hashPassword(body.newPassword, config.bcryptCost);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: config.now() })
          .where(and(eq(users.siteId, site.id), eq(users.id, me.id)));
        await revokeSessions(tx, site.id, me.id, c.get('token'));
      });
      return reply(null, t('accounts.passwordChanged'));
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/user',
    tag: TAG,
    access: 'user',
    summary: 'Deletes the member’s account and everything of theirs: { password } as confirmation.',
    description:
      'Sessions, newsletter subscriptions (also the anonymous and pending ones of the same e-mail), reset links and the rows of other ' +
      'areas that reference the member go with it. A wrong password is 400 with data.errors.password.',
    body: deleteAccountBodySchema,
    response: z.null(),
    async handler(ctx) {
      const { db, site, body } = ctx;
      const me = await currentUser(db, ctx.user);
      await confirmPassword(ctx, me, body.password, 'password');
      await db.transaction(async (tx) => {
        await forgetEmail(tx, site.id, me.email.toLowerCase());
        await tx.delete(users).where(and(eq(users.siteId, site.id), eq(users.id, me.id)));
      });
      return reply(null, t('accounts.accountDeleted'));
    },
  }),

  defineRoute({
    method: 'get',
    path: '/user/newsletter/lists',
    tag: TAG,
    access: 'user',
    summary: 'The newsletter lists of the site; enabled is ENABLE_NEWSLETTER (lists is empty when it is off).',
    response: newsletterListsResponseSchema,
    async handler({ db, site }) {
      const enabled = await newsletterEnabled(db, site.id);
      return { enabled, lists: enabled ? await listNewsletterLists(db, site.id) : [] };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/user/newsletter/subscription',
    tag: TAG,
    access: 'user',
    summary: 'The lists the member is subscribed to (empty when ENABLE_NEWSLETTER is off).',
    response: newsletterSubscriptionSchema,
    async handler({ db, site, user }) {
      const enabled = await newsletterEnabled(db, site.id);
      return { enabled, listIds: enabled ? await subscribedListIds(db, site.id, user.id) : [] };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/user/newsletter/subscription',
    tag: TAG,
    access: 'user',
    summary: 'Replaces the member’s subscriptions: { listIds } (empty: unsubscribes from every list).',
    description:
      'Refused with 403 when ENABLE_NEWSLETTER is off; a list of another site or unknown is 400. Answers the subscription.',
    body: updateSubscriptionBodySchema,
    response: newsletterSubscriptionSchema,
    async handler({ db, site, user, body }) {
      if (!(await newsletterEnabled(db, site.id))) throw ApiError.of(403, 'accounts.newsletterDisabled');
      const listIds = await resolveListIds(db, site.id, body.listIds);
      await db.transaction((tx) => setSubscriptions(tx, site.id, user.id, listIds));
      return reply(
        { enabled: true, listIds: await subscribedListIds(db, site.id, user.id) },
        t('accounts.subscriptionUpdated'),
      );
    },
  }),

  defineRoute({
    method: 'post',
    path: '/newsletter/subscribe',
    tag: TAG,
    summary:
      'Asks to subscribe an e-mail to the newsletter (no account needed): { email, listIds? } (omitted: every list).',
    description:
      'Double opt-in: nothing is subscribed yet. The address is recorded as pending and a mail with a single-use link ' +
      '`<site url>/newsletter/confirmation#<token>` valid 7 days is written to the outbox (meta.confirmationToken holds the ' +
      'token; only its SHA-256 is stored); POST /newsletter/confirm with that token subscribes it. The answer (data null) is ' +
      'the same whether the address is new, pending or already subscribed. At most 3 live links per address: past them, ' +
      'nothing more is mailed until one is used or expires. Refused with 403 when ENABLE_NEWSLETTER is off; an unknown list is 400. ' +
      `Limited (429) to ${perWindow('newsletterAddress')} per client address and ${perWindow('newsletterEmail')} per e-mail.`,
    body: subscribeBodySchema,
    response: subscribeResponseSchema,
    async handler(ctx) {
      const { db, site, body, config } = ctx;
      await limitRequest(ctx, [{ rule: 'newsletterAddress' }, { rule: 'newsletterEmail', target: body.email }]);
      if (!(await newsletterEnabled(db, site.id))) throw ApiError.of(403, 'accounts.newsletterDisabled');
      const listIds = await resolveListIds(db, site.id, body.listIds);
      await db.transaction((tx) => askConfirmation(tx, site.id, body.email, listIds, config.now()));
      return reply(null, t('newsletterOptIn.asked'));
    },
  }),

  defineRoute({
    method: 'post',
    path: '/newsletter/confirm',
    tag: TAG,
    summary: 'Confirms a newsletter sign-up with the token of its mail’s link: { token }. Subscribes the address.',
    description:
      'The token is the fragment of the link mailed by POST /newsletter/subscribe (the storefront page ' +
      '/newsletter/confirmation reads it in the browser and sends it here). Single use; an unknown, expired (7 days), already ' +
      'used or other site’s token is 400 with the "invalid, already used or expired" message. Refused with 403 when ' +
      'ENABLE_NEWSLETTER is off. Answers the e-mail and every list it is now subscribed to (lists deleted since are skipped).',
    body: confirmSubscriptionBodySchema,
    response: confirmSubscriptionResponseSchema,
    async handler({ db, site, body, config }) {
      if (!(await newsletterEnabled(db, site.id))) throw ApiError.of(403, 'accounts.newsletterDisabled');
      const confirmed = await db.transaction((tx) => confirmSubscription(tx, site.id, body.token, config.now()));
      if (!confirmed) throw badRequest('newsletterOptIn.invalid');
      return reply(confirmed, t('newsletterOptIn.confirmed'));
    },
  }),

  defineRoute({
    method: 'put',
    path: '/password/reset/ask',
    tag: TAG,
    summary: 'Asks for a password reset link: { email }. The answer is the same whether the e-mail is known or not.',
    description:
      'For a member of this site, a mail with a single-use link `<site url>/password/reset/<token>` valid 1 hour is written ' +
      'to the outbox (GET /dev/outbox when ENABLE_DEV_OUTBOX=1; meta.resetToken holds the token). Earlier links stop working. ' +
      `Limited to ${perWindow('resetAskAddress')} per client address and ${perWindow('resetAskEmail')} per e-mail (known or not): ` +
      'a refused ask (429, data.retryAfter, ' +
      'Retry-After) sends nothing and leaves the earlier link valid.',
    body: resetAskBodySchema,
    response: z.null(),
    async handler(ctx) {
      const { db, site, body, config } = ctx;
      await limitRequest(ctx, [{ rule: 'resetAskAddress' }, { rule: 'resetAskEmail', target: body.email }]);
      const user = await findUserByEmail(db, site.id, body.email);
      if (user) await db.transaction((tx) => sendResetLink(tx, user, config.now()));
      return reply(null, t('accounts.resetAsked'));
    },
  }),

  defineRoute({
    method: 'put',
    path: '/password/reset',
    tag: TAG,
    summary: 'Sets a new password with a reset link’s token: { token, password }. Closes every session of the member.',
    description:
      'An unknown, expired, already used or other site’s token is 400 with the "invalid or expired" message.',
    body: resetBodySchema,
    response: z.null(),
    async handler({ db, site, body, config }) {
      assertNoRuleErrors({ password: passwordError(body.password) ?? undefined });
      const passwordHash = await hashPassword(body.password, config.bcryptCost);
      const now = config.now();
      await db.transaction(async (tx) => {
        const userId = await consumeResetToken(tx, site.id, body.token, now);
        if (userId === null) throw badRequest('accounts.resetInvalid');
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: now })
          .where(and(eq(users.siteId, site.id), eq(users.id, userId)));
        await revokeSessions(tx, site.id, userId);
      });
      return reply(null, t('accounts.resetDone'));
    },
  }),
];
