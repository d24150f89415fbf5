// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SALON_PICK_UP } from '@/tests/fixtures/company';
import { screenProviders } from '@/tests/intl';
import { ACCOUNT_MESSAGES } from '../messages';
import { AccountScreen } from './account-screen';

const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: vi.fn(), refresh: vi.fn() }) }));
vi.mock('@/components/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), clear: vi.fn() } }));

const settings = { blockMinors: false, askBirthdate: false, onlyMobilePhone: true, newsletter: true };
const me = {
  id: 7,
  email: 'lea@exemple.test',
  phone: '06 12 34 56 78',
  firstname: 'Léa',
  lastname: 'Martin',
  birthdate: '1990-04-02',
  role: 'CUSTOMER',
  newsletter: true,
};
const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data, message: 'ok' }, { status });
const order = {
  id: 4,
  reference: 'CMD-20261124-ABC123',
  status: 'SHIPPED',
  createdAt: '2026-03-01T23:30:00.000Z',
  email: me.email,
  phone: '0612345678',
  deliveryType: 'CLICK_AND_COLLECT',
  carrier: null,
  accessPoint: null,
  deliveryAddress: null,
  billingAddress: {},
  clickAndCollect: null,
  message: null,
  discount: null,
  subtotal: 1234.5,
  discountTotal: 0,
  shippingFees: 0,
  total: 1234.5,
  bottleCount: 0,
  products: [
    {
      id: 1,
      idDeclination: 1010,
      idProduct: 101,
      type: 'OTHER',
      name: "Shampoing douceur à l'avoine",
      year: null,
      capacity: null,
      capacityUnit: null,
      quantity: 3,
      unitPrice: 411.5,
      totalPrice: 1234.5,
    },
  ],
};

/** /mon-compte's own provider: the words its page sends, no others. */
const AccountProviders = screenProviders(ACCOUNT_MESSAGES);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  replace.mockReset();
});
afterAll(() => server.close());

/** The platform of a logged-in member, through the storefront's proxy; `overrides` replace some calls. */
function member(...overrides: Parameters<typeof server.use>) {
  server.use(
    ...overrides,
    http.get('*/api/platform/user', () => ok(me)),
    http.get('*/api/platform/user/newsletter/lists', () =>
      ok({ enabled: true, lists: [{ id: 1, name: 'Actualités du salon', description: null }] }),
    ),
    http.get('*/api/platform/user/newsletter/subscription', () => ok({ enabled: true, listIds: [1] })),
    http.get('*/api/platform/order', () => ok({ items: [order], total: 1 })),
  );
}

describe('AccountScreen (/mon-compte)', () => {
  it('sends a visitor whose session the platform refuses to /auth, with the way back', async () => {
    server.use(
      http.get('*/api/platform/user', () =>
        HttpResponse.json({ success: false, data: null, message: 'Non connecté' }, { status: 401 }),
      ),
    );
    render(<AccountScreen settings={settings} />, { wrapper: AccountProviders });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/auth?redirect=%2Fmon-compte'));
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Fmon-compte',
    );
  });

  it('shows an error with a retry when the platform cannot answer, and does not redirect', async () => {
    server.use(
      http.get('*/api/platform/user', () =>
        HttpResponse.json({ success: false, data: null, message: 'Panne' }, { status: 500 }),
      ),
    );
    render(<AccountScreen settings={settings} />, { wrapper: AccountProviders });
    expect(await screen.findByText('Impossible de charger votre compte. Veuillez réessayer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows the profile with the birth date as dd/mm/yyyy, and the orders in French', async () => {
    member();
    render(<AccountScreen settings={settings} />, { wrapper: AccountProviders });
    const profile = await screen.findByRole('region', { name: 'Mon profil' });
    expect(within(profile).getByText('02/04/1990')).toBeTruthy();
    const orders = screen.getByRole('region', { name: 'Mes commandes' });
    await within(orders).findByText('Commande CMD-20261124-ABC123');
    // 23:30 UTC on 1 March is 2 March in Paris.
    expect(orders.textContent).toContain('02/03/2026');
    expect(orders.textContent).toContain('Expédiée');
    expect(orders.textContent).toMatch(/1\s234,50\s€/);
    expect(orders.textContent).toContain('Retrait en boutique (click and collect)');
    const newsletter = screen.getByRole('region', { name: 'Newsletter' });
    expect(
      ((await within(newsletter).findByRole('checkbox', { name: 'Actualités du salon' })) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('offers the admin panel to an ADMIN and a SUPER_ADMIN, as a link that loads it afresh; never to a customer', async () => {
    for (const role of ['ADMIN', 'SUPER_ADMIN']) {
      member(http.get('*/api/platform/user', () => ok({ ...me, role })));
      render(<AccountScreen settings={settings} />, { wrapper: AccountProviders });
      const link = await screen.findByRole('link', { name: 'Administration du site' });
      expect(link.getAttribute('href')).toBe('/admin');
      cleanup();
      server.resetHandlers();
    }
    member();
    render(<AccountScreen settings={settings} />, { wrapper: AccountProviders });
    await screen.findByRole('region', { name: 'Mon profil' });
    expect(screen.queryByRole('link', { name: 'Administration du site' })).toBeNull();
  });

  it("names an order's line as the platform does, its vintage and size said once (as on the confirmation)", async () => {
    const wineLine = {
      ...order.products[0]!,
      id: 2,
      type: 'WINE',
      name: "Chenin d'Or 2023 – 75 cl",
      year: 2023,
      capacity: 75,
      capacityUnit: 'CENTILITRE',
    };
    member(http.get('*/api/platform/order', () => ok({ items: [{ ...order, products: [wineLine] }], total: 1 })));
    render(<AccountScreen settings={settings} />, { wrapper: AccountProviders });
    const orders = await screen.findByRole('region', { name: 'Mes commandes' });
    const lines = await within(orders).findByRole('table', { name: 'Produits de la commande CMD-20261124-ABC123' });
    expect(within(lines).getByRole('rowheader').textContent).toBe("Chenin d'Or 2023 – 75 cl");
  });

  it('says where each order goes, as its confirmation did: carrier and address, relay point, or collection', async () => {
    const address = {
      firstname: 'Léa',
      lastname: 'Martin',
      address: '3 rue des Vignes',
      postalCode: '49400',
      city: 'Saumur',
    };
    const delivered = {
      ...order,
      id: 5,
      reference: 'CMD-A',
      deliveryType: 'DELIVERY',
      carrier: { id: 2, name: 'Colissimo' },
      deliveryAddress: { ...address, addressPart2: 'Bâtiment B' },
    };
    const relay = {
      ...order,
      id: 6,
      reference: 'CMD-B',
      deliveryType: 'PICKUP',
      carrier: { id: 3, name: 'Mondial Relay' },
      accessPoint: { name: 'Tabac du Port', addLine1: '1 quai Mayaud', zipCode: '49400', city: 'Saumur' },
      deliveryAddress: address,
    };
    const collected = { ...order, id: 7, reference: 'CMD-C', clickAndCollect: { idSchedule: 11, date: '2026-12-03' } };
    member(
      http.get('*/api/platform/order', () => ok({ items: [delivered, relay, collected], total: 3 })),
      http.get('*/api/platform/company/address', () => ok({ total: 1, items: [SALON_PICK_UP] })),
    );
    render(<AccountScreen settings={settings} />, { wrapper: AccountProviders });
    const orders = await screen.findByRole('region', { name: 'Mes commandes' });
    const text = (name: string) => screen.getByRole('region', { name }).textContent!.replaceAll('\u00a0', ' ');

    await within(orders).findByText('Commande CMD-A');
    expect(text('Livraison à domicile')).toBe(
      'Livraison à domicileTransporteur : ColissimoLéa Martin3 rue des VignesBâtiment B49400 Saumur',
    );
    // A relay point's parcel goes there, not to the customer's address.
    expect(text('Point relais')).toBe(
      'Point relaisTransporteur : Mondial RelayPoint relais : Tabac du Port, 1 quai Mayaud, 49400 Saumur',
    );
    const collect = screen.getByRole('region', { name: 'Retrait en boutique (click and collect)' });
    await within(collect).findByText('Atelier Lumière — le salon');
    expect(text('Retrait en boutique (click and collect)')).toContain('Retrait le jeudi 03/12/2026');
    expect(text('Retrait en boutique (click and collect)')).toContain('Horaires : 9 h 30 – 12 h 30');
    expect(text('Retrait en boutique (click and collect)')).toContain('12 rue Mercière, 69002 Lyon');
    // Fees are stated where something is shipped only, as on the confirmation.
    const item = (reference: string) =>
      within(orders)
        .getAllByRole('listitem')
        .find((li) => li.textContent!.includes(`Commande ${reference}`))!.textContent;
    expect(item('CMD-A')).toContain('Frais de livraison');
    expect(item('CMD-B')).toContain('Frais de livraison');
    expect(item('CMD-C')).not.toContain('Frais de livraison');
  });

  it('edits the profile: rules checked before sending, then the platform’s per-field error, nothing typed lost', async () => {
    const bodies: unknown[] = [];
    member(
      http.put('*/api/platform/user', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            success: false,
            data: { errors: { email: 'Un compte existe déjà avec cette adresse e-mail.' } },
            message: 'Conflit',
          },
          { status: 409 },
        );
      }),
    );
    render(<AccountScreen settings={settings} />, { wrapper: AccountProviders });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier mon profil' }));
    const form = screen.getByRole('form', { name: 'Mon profil' });
    const phone = within(form).getByRole('textbox', { name: /^Téléphone/ });
    // ALLOW_ONLY_MOBILE_PHONE: a landline is refused before anything is sent.
    fireEvent.input(phone, { target: { value: '01 23 45 67 89' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(bodies).toEqual([]);

    fireEvent.input(phone, { target: { value: '07 11 22 33 44' } });
    const email = within(form).getByRole('textbox', { name: /^Adresse e-mail/ });
    fireEvent.input(email, { target: { value: 'Autre@Exemple.test' } });
    // A new e-mail needs the current password.
    const password = await within(form).findByLabelText(/^Mot de passe actuel/);
    fireEvent.input(password, { target: { value: 'Motdepasse1!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
      'Un compte existe déjà avec cette adresse e-mail.',
    );
    expect(bodies).toEqual([
      {
        firstname: 'Léa',
        lastname: 'Martin',
        email: 'autre@exemple.test',
        phone: '07 11 22 33 44',
        birthdate: '1990-04-02',
        currentPassword: 'Motdepasse1!',
      },
    ]);
    expect((email as HTMLInputElement).value).toBe('Autre@Exemple.test');
  });

  it("shows each order's payment status in French, once where its status says it (issue 14: PENDING, PAID, ON_SITE)", async () => {
    const withPayment = (id: number, paymentStatus: string) => ({
      ...order,
      id,
      reference: `CMD-PAY-${paymentStatus}`,
      status: paymentStatus === 'PAID' ? 'PAID' : 'PENDING_PAYMENT',
      paymentStatus,
    });
    member(
      http.get('*/api/platform/order', () =>
        ok({ items: [withPayment(7, 'PENDING'), withPayment(8, 'PAID'), withPayment(9, 'ON_SITE')], total: 3 }),
      ),
    );
    render(<AccountScreen settings={settings} />, { wrapper: AccountProviders });
    const orders = await screen.findByRole('region', { name: 'Mes commandes' });
    await within(orders).findByText('Commande CMD-PAY-PENDING');
    const summary = (reference: string) => within(orders).getByText(`Commande ${reference}`).closest('summary')!;
    const payment = (reference: string) =>
      summary(reference).querySelector('[data-testid="order-payment"]')?.textContent ?? null;
    const times = (reference: string, text: string) => summary(reference).textContent!.split(text).length - 1;
    // The payment said apart where the order's status does not say it already (« Payée », « Payée » read twice).
    expect(payment('CMD-PAY-ON_SITE')).toBe('Paiement : À régler au retrait');
    expect(summary('CMD-PAY-ON_SITE').textContent).toContain('Statut : En attente de paiement');
    expect(payment('CMD-PAY-PENDING')).toBeNull();
    expect(times('CMD-PAY-PENDING', 'En attente de paiement')).toBe(1);
    expect(payment('CMD-PAY-PAID')).toBeNull();
    expect(summary('CMD-PAY-PAID').textContent).toContain('Statut : Payée');
    expect(times('CMD-PAY-PAID', 'Payée')).toBe(1);
  });

  it('a cancelled order never reads « En attente de paiement » (issue 14: the payment hold ran out)', async () => {
    const cancelled = (id: number, paymentStatus: string) => ({
      ...order,
      id,
      reference: `CMD-ANNULEE-${paymentStatus}`,
      status: 'CANCELLED',
      paymentStatus,
    });
    member(
      http.get('*/api/platform/order', () =>
        // As this API answers now, and as a platform that leaves the payment PENDING does.
        ok({ items: [cancelled(10, 'CANCELLED'), cancelled(11, 'PENDING')], total: 2 }),
      ),
    );
    render(<AccountScreen settings={settings} />, { wrapper: AccountProviders });
    const orders = await screen.findByRole('region', { name: 'Mes commandes' });
    await within(orders).findByText('Commande CMD-ANNULEE-CANCELLED');
    for (const reference of ['CMD-ANNULEE-CANCELLED', 'CMD-ANNULEE-PENDING']) {
      const summary = within(orders).getByText(`Commande ${reference}`).closest('summary')!;
      expect(summary.textContent).toContain('Statut : Annulée');
      expect(summary.querySelector('[data-testid="order-payment"]')!.textContent).toBe(
        'Paiement : Annulé, rien n’a été débité',
      );
      expect(summary.textContent).not.toContain('En attente de paiement');
    }
  });

  it('pages through the orders, 10 a page, newest first as the platform sends them', async () => {
    const pages: string[] = [];
    member(
      http.get('*/api/platform/order', ({ request }) => {
        const url = new URL(request.url);
        pages.push(`${url.searchParams.get('page')}/${url.searchParams.get('nbItem')}`);
        const page = Number(url.searchParams.get('page'));
        return ok({ items: [{ ...order, id: page, reference: `CMD-PAGE-${page}` }], total: 25 });
      }),
    );
    render(<AccountScreen settings={settings} />, { wrapper: AccountProviders });
    const orders = await screen.findByRole('region', { name: 'Mes commandes' });
    await within(orders).findByText('Commande CMD-PAGE-1');
    expect(within(orders).getByText('Page 1 sur 3')).toBeTruthy();
    expect(
      (within(orders).getByRole('button', { name: 'Commandes plus récentes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(orders).getByRole('button', { name: 'Commandes plus anciennes' }));
    await within(orders).findByText('Commande CMD-PAGE-2');
    expect(within(orders).getByText('Page 2 sur 3')).toBeTruthy();
    expect(pages).toEqual(['1/10', '2/10']);
  });

  it('unsubscribes from a list with one PUT of the remaining lists', async () => {
    const bodies: unknown[] = [];
    member(
      http.put('*/api/platform/user/newsletter/subscription', async ({ request }) => {
        bodies.push(await request.json());
        return ok({ enabled: true, listIds: [] });
      }),
    );
    render(<AccountScreen settings={settings} />, { wrapper: AccountProviders });
    const box = (await screen.findByRole('checkbox', { name: 'Actualités du salon' })) as HTMLInputElement;
    fireEvent.click(box);
    // The box follows the click at once, before the platform answers (optimistic).
    expect(box.checked).toBe(false);
    await screen.findByText('Vos abonnements ont été mis à jour.');
    expect(bodies).toEqual([{ listIds: [] }]);
  });
});
