// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { cartStore, NEW_CART } from '@/features/cart';
import { SITE_COOKIE } from '@/lib/platform/core';
import { WithIntl } from '@/tests/intl';
import type { CheckoutSettings } from '../model';
import { checkoutStore, UNRESTORED_CHECKOUT } from '../store';
import { CheckoutEntry } from './checkout-entry';

// Issue 19: /commande decides from the browser's own cart whether the checkout's chunk is needed at all. The
// checkout screen stands here for that chunk: rendering it is what asks the browser for it.
vi.mock('./checkout-lazy', async () => ({
  busy: () => <div aria-busy="true" data-testid="busy" />,
  CheckoutEmptyLazy: (await import('./checkout-empty')).CheckoutEmpty,
  CheckoutScreenLazy: () => <p data-testid="checkout-screen">checkout screen</p>,
}));

const SITE = 2;
const settings = {} as CheckoutSettings;
const open = () => render(<CheckoutEntry siteId={SITE} settings={settings} legalNote={null} />, { wrapper: WithIntl });

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `${SITE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  cartStore.setState({ siteId: null, cartId: NEW_CART, count: 0, lines: {}, errorMessage: null });
  checkoutStore.setState(UNRESTORED_CHECKOUT);
});
afterEach(cleanup);

describe('/commande before the checkout loads', () => {
  it('no cart in this browser and no session: the empty checkout at once, the checkout never asked for', async () => {
    open();
    expect(await screen.findByText('Votre panier est vide : il n’y a rien à commander.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au panier' }).getAttribute('href')).toBe('/panier');
    expect(screen.queryByTestId('checkout-screen')).toBeNull();
  });

  it('a cart of this site in the browser: the checkout screen', async () => {
    window.localStorage.setItem(`cart:${SITE}`, JSON.stringify({ cartId: 'cart-1', count: 2, lines: { '10070': 2 } }));
    open();
    expect(await screen.findByTestId('checkout-screen')).toBeTruthy();
    expect(screen.queryByText('Retour au panier')).toBeNull();
  });

  it('a cart of another site only: the empty checkout', async () => {
    window.localStorage.setItem('cart:1', JSON.stringify({ cartId: 'cart-1', count: 2, lines: { '1020': 2 } }));
    open();
    expect(await screen.findByText('Retour au panier')).toBeTruthy();
    expect(screen.queryByTestId('checkout-screen')).toBeNull();
  });

  it('no cart in the browser but a session (a member’s cart lives on the platform): the checkout screen', async () => {
    document.cookie = `${SITE_COOKIE}=2; path=/`;
    open();
    expect(await screen.findByTestId('checkout-screen')).toBeTruthy();
  });

  it('an order of this visit forgotten when its hold ran out: said above the empty checkout', async () => {
    checkoutStore.setState({ lostOrderId: 77 });
    open();
    expect((await screen.findByTestId('checkout-order-lost')).textContent).toContain('annulée');
  });
});
