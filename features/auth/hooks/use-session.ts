'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@/lib/platform/schemas/accounts';
import { emitSessionChange } from '@/lib/session-events';
import { fetchSession, logIn, logOut, type Session } from '../api/accounts';

/** Everything the browser caches about the visitor's account starts with this key. */
export const AUTH_QUERY_ROOT = ['auth'] as const;
export const LOGGED_OUT: Session = { logged: false, user: null };

export const sessionQuery = () =>
  queryOptions({
    queryKey: [...AUTH_QUERY_ROOT, 'session'],
    queryFn: fetchSession,
    staleTime: 60_000,
  });

/** The visitor's session (spec §4 "Login: logged or not") for client components: `{ logged, user }`. */
export function useSession() {
  return useQuery(sessionQuery());
}

/** Logs in; on success the session is known at once (no refetch needed). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec §4: the cart hand-over (stored cart made the default one) is done before the login resolves.
    mutationFn: async (body: LoginBody) => {
      const answer = await logIn(body);
      await emitSessionChange('login');
      return answer;
    },
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: AUTH_QUERY_ROOT });
      queryClient.setQueryData(sessionQuery().queryKey, { logged: true, user: answer.user });
    },
  });
}

/** Spec §4: logout clears the user info (and the proxy clears both cookies). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSettled: async () => {
      await emitSessionChange('logout'); // spec §4: logout clears the cart
      queryClient.removeQueries({ queryKey: AUTH_QUERY_ROOT });
      queryClient.setQueryData(sessionQuery().queryKey, LOGGED_OUT);
    },
  });
}
