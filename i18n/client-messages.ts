import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces the shell's client components read (header, progress bar, toasts, error screens, the cart
 * badge and its preview). Only these ride with every page (the root layout's provider). A screen's own client parts
 * get their namespaces from a provider of their own (`components/screen-messages.tsx`), on the pages that show them:
 * every page of a site shares one route and one cached HTML, so each namespace here is sent with every page.
 */
export const CLIENT_NAMESPACES = ['errors', 'shell', 'header', 'shellUi', 'cart'] as const;

/**
 * Every namespace a provider may send to the browser: the shell's, the screens' (components/screen-messages.tsx) and
 * the admin panel's. `pickMessages` takes these only, so a screen cannot ship a namespace this list does not name.
 * Their counts write the number with `{shown}` (lib/format/number.ts `countValues`), never ICU's `#`: next-intl writes
 * `#` with an Intl.NumberFormat, and a page's first one sets up ICU's number data (~120 ms at 4× CPU) inside the tap or
 * the hydration that first shows the message. `client-messages.test.ts` fails on a `#` in any of them.
 */
export const BROWSER_NAMESPACES = [
  ...CLIENT_NAMESPACES,
  'forms',
  'contact',
  'auth',
  'account',
  'checkout',
  'confirmation',
  'elements',
  'freeShipping',
  'expedition',
  'newsletterSignup',
  'newsletterConfirmation',
  'admin',
] as const;
export type BrowserNamespace = (typeof BROWSER_NAMESPACES)[number];

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
  'expedition',
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
  namespaces: readonly BrowserNamespace[],
  /** Of some namespaces, only these keys. */
  keys: Readonly<Partial<Record<BrowserNamespace, readonly string[]>>> = {},
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
