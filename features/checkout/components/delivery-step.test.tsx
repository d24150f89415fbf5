// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cartSchema, type ApiCart } from '@/lib/platform/schemas/shop';
import { aCartLine } from '@/tests/fixtures/cart';
import { screenProviders } from '@/tests/intl';
import { CHECKOUT_MESSAGE_NAMESPACES } from '../messages';
import { checkoutSettingsOf } from '../model';
import { checkoutStore, UNRESTORED_CHECKOUT } from '../store';
import { DeliveryStep } from './delivery-step';

// Spec §9 wine rules (BOTTLE_MULTIPLE, MINIMUM_ / MAXIMUM_EXPEDITION_BOTTLE): they hold for what is shipped, not for
// what is collected. The delivery step says so as soon as delivery is chosen, before the customer types an address,
// picks a carrier and a card only to be refused at « Payer » (the platform's POST /order/validate).

const server = setupServer(
  // The click-and-collect calendar's reads: nothing to offer (this test is about the delivery choice).
  http.get('*/api/platform/*', () => HttpResponse.json({ success: true, data: { items: [], total: 0 }, message: '' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => checkoutStore.setState({ ...UNRESTORED_CHECKOUT, deliveryType: null }));
afterEach(cleanup);

const FRANCE = { id: 1, name: 'France', alphaThree: 'FRA' };

/** A wine cart of `bottles` 75-cl bottles (through the platform schema: a cart the app could really receive). */
const wineCart = (bottles: number): ApiCart =>
  cartSchema.parse({
    id: '7d1f3c0e-2b4a-4c55-9e1a-3f2b8c9d0e11',
    type: 'MAIN_CART',
    products: [aCartLine({ quantity: bottles, totalPrice: 10 * bottles })],
    totalProduct: bottles,
    subtotal: 10 * bottles,
    discount: null,
    discountTotal: 0,
    total: 10 * bottles,
    bottleCount: bottles,
    freeShipping: { reached: false, remainingBottles: null, remainingPrice: null },
  });

/** The checkout page's own provider: its namespaces only, as /commande sends them. */
const CheckoutProviders = screenProviders({ namespaces: CHECKOUT_MESSAGE_NAMESPACES });

function renderStep(bottles: number, parameters: Record<string, string>, hasCollectAddress = true) {
  const onContinue = vi.fn();
  render(
    <DeliveryStep
      cart={wineCart(bottles)}
      settings={checkoutSettingsOf(parameters, true)}
      countries={[FRANCE]}
      hasCollectAddress={hasCollectAddress}
      logged={false}
      onContinue={onContinue}
    />,
    { wrapper: CheckoutProviders },
  );
  return onContinue;
}

const continueButton = () => screen.getByRole('button', { name: 'Continuer vers le paiement' }) as HTMLButtonElement;
const chooseDelivery = () => fireEvent.click(screen.getByRole('radio', { name: /^Livraison/ }));

describe('the delivery step and the expedition limits', () => {
  it('7 bottles where BOTTLE_MULTIPLE is 6: delivery is refused at once, with the way out (cart or collection)', async () => {
    const onContinue = renderStep(7, { BOTTLE_MULTIPLE: '6' });
    expect(screen.queryByRole('alert')).toBeNull();
    chooseDelivery();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Le nombre de bouteilles expédiées doit être un multiple de 6.');
    expect(alert.textContent).toContain('Le retrait en boutique, lui, est possible quelle que soit la quantité.');
    expect(within(alert).getByRole('link', { name: 'Modifier mon panier' }).getAttribute('href')).toBe('/panier');
    // Nothing to type for a delivery that cannot be made, and no way on to the payment.
    expect(screen.queryByRole('group', { name: 'Adresse de livraison' })).toBeNull();
    expect(continueButton().disabled).toBe(true);
    fireEvent.submit(continueButton().form!);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('choosing collection instead takes the refusal away', async () => {
    renderStep(7, { BOTTLE_MULTIPLE: '6' });
    chooseDelivery();
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('radio', { name: /^Retrait/ }));
    await vi.waitFor(() => expect(screen.queryByText(/multiple de 6/)).toBeNull());
    expect(continueButton().disabled).toBe(false);
  });

  it('says the minimum and the maximum the same way, and no collection hint where the shop has no pick-up point', async () => {
    renderStep(3, { MINIMUM_EXPEDITION_BOTTLE: '6' }, false);
    // Delivery is the only choice: made for the customer, and refused at once.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Une expédition doit compter au moins 6 bouteilles.');
    expect(alert.textContent).not.toContain('retrait');
    cleanup();

    renderStep(130, { MAXIMUM_EXPEDITION_BOTTLE: '120' });
    chooseDelivery();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Une expédition ne peut pas dépasser 120 bouteilles.',
    );
  });

  it('12 bottles where BOTTLE_MULTIPLE is 6: the address form, no refusal', () => {
    renderStep(12, { BOTTLE_MULTIPLE: '6', MINIMUM_EXPEDITION_BOTTLE: '6', MAXIMUM_EXPEDITION_BOTTLE: '120' });
    chooseDelivery();
    expect(screen.getByRole('group', { name: 'Adresse de livraison' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(continueButton().disabled).toBe(false);
  });
});

describe('the carriers when the platform does not answer', () => {
  const colissimo = {
    id: 21,
    name: 'Colissimo',
    serviceCode: 'COL',
    price: 9.9,
    fdp: 9.9,
    deliveryType: 'DELIVERY',
    siteType: 'STANDARD',
  };

  it('says the platform is unreachable, not that no carrier delivers, and « Recalculer » asks again', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/platform/calculate/shipping-fees', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ success: true, data: [colissimo], message: '' });
      }),
    );
    renderStep(12, {});
    chooseDelivery();
    fireEvent.change(screen.getByLabelText(/^Code postal/), { target: { value: '49400' } });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('La plateforme est injoignable. Vérifiez votre connexion et réessayez.');
    expect(screen.queryByText('Aucun transporteur ne livre cette adresse.')).toBeNull();
    // Nothing of the failure is kept as if it were the answer for this address: a reload asks again.
    expect(checkoutStore.getState()).toMatchObject({ shippingKey: null, shippingPrices: [] });
    expect(calls).toBe(1);

    fireEvent.click(within(alert).getByRole('button', { name: 'Recalculer les frais de port' }));
    expect(await screen.findByRole('radio', { name: /Colissimo/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
