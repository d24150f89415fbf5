/**
 * The namespaces the auth screens' client parts read (log in, register, password reset): their pages' own provider
 * carries them (components/screen-messages.tsx), so no other page sends them.
 */
export const AUTH_SCREEN_NAMESPACES = ['auth', 'forms'] as const;
