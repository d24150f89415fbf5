// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, expect, it } from 'vitest';
import { FreeShippingText } from '@/features/cart';
import { pickMessages } from '@/i18n/client-messages';
import messages from '@/messages/fr.json';
import { CHECKOUT_MESSAGE_NAMESPACES } from './messages';

afterEach(cleanup);

// The checkout page's provider carries only its namespaces: a component of another feature shown there must find its
// words among them (the free-delivery sentence once showed its key, « cart.freeShippingBoth », at the checkout).
it('the delivery step’s free-delivery sentence finds its words with the checkout page’s messages only', () => {
  render(
    <NextIntlClientProvider
      locale="fr"
      messages={pickMessages(messages, CHECKOUT_MESSAGE_NAMESPACES)}
      timeZone="Europe/Paris"
      onError={() => {}}
    >
      <FreeShippingText state={{ reached: false, remainingBottles: 18, remainingPrice: 120 }} />
    </NextIntlClientProvider>,
  );
  expect(screen.getByText(/^Plus que 18 bouteilles ou 120,00 € d’achat pour la livraison offerte\.$/)).toBeTruthy();
});
