import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces the shell's client components read (header, progress bar, toasts, error screens, the cart
 * badge and its preview). Only these ride with every page (the root layout's provider). A screen's own client parts
 * get their namespaces from a provider of their own (`components/screen-messages.tsx`), on the pages that show them:
 * every page of a site shares one route and one cached HTML, so each namespace here is sent with every page.
 */
export const CLIENT_NAMESPACES = ['errors', 'shell', 'header', 'shellUi', 'cart'] as const;

/**
 * Of `cart`, the shell needs the badge's and the preview panel's words only (features/cart: cart-count,
 * cart-preview-panel); the cart screen and the sheet's add-to-cart get the whole namespace with their screen.
 */
export const SHELL_CART_KEYS = [
  'countLabel',
  'summary',
  'subtotal',
  'seeCart',
  'hoverEmpty',
  'hoverLoading',
  'hoverLine',
  'cartLost',
  'genericError',
] as const;

/** The namespaces of the whole product's client parts before issue 19: the admin panel keeps them all. */
export const ALL_CLIENT_NAMESPACES = [
  'errors',
  'forms',
  'contact',
  'auth',
  'newsletterSignup',
  'shell',
  'header',
  'shellUi',
  'cart',
  'freeShipping',
] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return pickMessages(messages, CLIENT_NAMESPACES, { cart: SHELL_CART_KEYS });
}

/**
 * Namespaces for one screen's own NextIntlClientProvider, for client screens shown on some pages only (the personal
 * space, the checkout, the forms, the sheet's buying block): their strings ride with those pages only. Such a
 * provider replaces the root's messages for what it wraps.
 */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
  /** Of some namespaces, only these keys. */
  keys: Readonly<Record<string, readonly string[]>> = {},
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces
      .filter((ns) => ns in messages)
      .map((ns) => {
        const all = messages[ns]!;
        const only = keys[ns];
        if (!only || typeof all !== 'object') return [ns, all];
        return [ns, Object.fromEntries(only.filter((key) => key in all).map((key) => [key, all[key]!]))];
      }),
  );
}
