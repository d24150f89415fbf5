// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SITE_COOKIE } from '@/lib/platform/core';
import { WithIntl } from '@/tests/intl';
import type { CartSettings } from '../cart-view';
import { cartStore, NEW_CART } from '../store';
import { CartEntry } from './cart-entry';

// Issue 19: /panier decides from the browser's own cart whether the cart screen's chunk is needed at all. The
// screen stands here for that chunk: rendering it is what asks the browser for it.
vi.mock('./cart-lazy', async () => ({
  CartEmptyLazy: (await import('./cart-empty')).CartEmptyScreen,
  CartLoading: () => <div aria-busy="true" data-testid="loading" />,
  CartScreenLazy: () => <p data-testid="cart-screen">cart screen</p>,
}));

const SITE = 2;
const settings = (shopHref: string | null) => ({ shopHref }) as CartSettings;
const open = (shopHref: string | null = '/nos-vins') =>
  render(<CartEntry siteId={SITE} settings={settings(shopHref)} />, { wrapper: WithIntl });

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `${SITE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  cartStore.setState({ siteId: null, cartId: NEW_CART, count: 0, lines: {}, errorMessage: null });
});
afterEach(cleanup);

describe('/panier before the cart screen loads', () => {
  it('no cart in this browser and no session: the empty cart at once, with the way to the shop', async () => {
    open();
    expect(await screen.findByText('Votre panier est vide.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir la boutique' }).getAttribute('href')).toBe('/nos-vins');
    expect(screen.queryByTestId('cart-screen')).toBeNull();
  });

  it('a site without a shop page: the way home', async () => {
    open(null);
    expect((await screen.findByRole('link', { name: 'Retour à l’accueil' })).getAttribute('href')).toBe('/');
  });

  it('a cart of this site in the browser: the cart screen', async () => {
    window.localStorage.setItem(`cart:${SITE}`, JSON.stringify({ cartId: 'cart-1', count: 2, lines: { '10070': 2 } }));
    open();
    expect(await screen.findByTestId('cart-screen')).toBeTruthy();
    expect(screen.queryByText('Votre panier est vide.')).toBeNull();
  });

  it('no cart in the browser but a session (a member’s cart lives on the platform): the cart screen', async () => {
    document.cookie = `${SITE_COOKIE}=2; path=/`;
    open();
    expect(await screen.findByTestId('cart-screen')).toBeTruthy();
  });

  it('the last cart failure kept with the emptied cart: said above it until dismissed', async () => {
    const lost = 'Votre panier n’existe plus : il a été vidé.';
    window.localStorage.setItem(`cart:${SITE}`, JSON.stringify({ cartId: NEW_CART, errorMessage: lost }));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain(lost);
    fireEvent.click(screen.getByRole('button', { name: 'Masquer ce message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(`cart:${SITE}`) ?? '{}').errorMessage).toBeNull();
  });
});
