'use client';

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserPlatform } from '@/lib/platform/browser';
import { platformRequest } from '@/lib/platform/client';
import { listOf } from '@/lib/platform/schemas/common';
import {
  newsletterListsResponseSchema,
  newsletterSubscriptionSchema,
  profileSchema,
  type UpdateProfileBody,
} from '@/lib/platform/schemas/accounts';
import { orderSchema } from '@/lib/platform/schemas/shop';
import { AUTH_QUERY_ROOT } from '@/features/auth';
import { ORDERS_PER_PAGE } from '../schemas';

// The personal space's calls (spec §7 "Accounts", design.md §1 GET /order), from the browser through the
// storefront's proxy (the token stays in its HttpOnly cookie). Never cached on a server. Every key starts with
// the auth root, so logging in or out (features/auth) drops whatever the previous visitor's account showed.

const ACCOUNT_ROOT = [...AUTH_QUERY_ROOT, 'account'] as const;
const get = <T>(url: string, params?: Record<string, string | number>) =>
  platformRequest<T>(browserPlatform(), { url, params });

export const profileQuery = () =>
  queryOptions({
    queryKey: [...ACCOUNT_ROOT, 'profile'],
    queryFn: async () => profileSchema.parse(await get('/user')),
    // A 401 (no or expired session) will not change by asking again.
    retry: false,
  });

export const newsletterListsQuery = () =>
  queryOptions({
    queryKey: [...ACCOUNT_ROOT, 'newsletter', 'lists'],
    queryFn: async () => newsletterListsResponseSchema.parse(await get('/user/newsletter/lists')),
  });

export const subscriptionQuery = () =>
  queryOptions({
    queryKey: [...ACCOUNT_ROOT, 'newsletter', 'subscription'],
    queryFn: async () => newsletterSubscriptionSchema.parse(await get('/user/newsletter/subscription')),
  });

const ordersPageSchema = listOf('items', orderSchema);

export const ordersQuery = (page: number) =>
  queryOptions({
    queryKey: [...ACCOUNT_ROOT, 'orders', { page }],
    queryFn: async () => ordersPageSchema.parse(await get('/order', { page, nbItem: ORDERS_PER_PAGE })),
    // The page shown stays while the next one loads (no jump to a skeleton).
    placeholderData: keepPreviousData,
  });

/** PUT /user: the answer is the new profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProfileBody) =>
      profileSchema.parse(await platformRequest(browserPlatform(), { method: 'PUT', url: '/user', data: body })),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery().queryKey, profile);
      // The session carries the e-mail too.
      return queryClient.invalidateQueries({ queryKey: [...AUTH_QUERY_ROOT, 'session'] });
    },
  });
}

/** PUT /user/password (the platform closes the member's other sessions; this one stays). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      platformRequest<null>(browserPlatform(), { method: 'PUT', url: '/user/password', data: body }),
  });
}

/**
 * PUT /user/newsletter/subscription: replaces the member's lists. The boxes follow the click at once
 * (optimistic), changes are sent one after the other (one mutation scope), a refusal puts the previous
 * state back, and the server's answer has the last word.
 */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  const key = subscriptionQuery().queryKey;
  return useMutation({
    scope: { id: 'account-newsletter-subscription' },
    mutationFn: async (listIds: number[]) =>
      newsletterSubscriptionSchema.parse(
        await platformRequest(browserPlatform(), {
          method: 'PUT',
          url: '/user/newsletter/subscription',
          data: { listIds },
        }),
      ),
    onMutate: async (listIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, { ...previous, listIds });
      return { previous };
    },
    onError: (_error, _listIds, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (subscription) => queryClient.setQueryData(key, subscription),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
  });
}

/** DELETE /user with the password as confirmation. The caller then logs out (cookies, session, cart). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      platformRequest<null>(browserPlatform(), { method: 'DELETE', url: '/user', data: { password } }),
  });
}
