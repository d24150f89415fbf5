// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm, type Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '@/tests/intl';
import { FormFooter, TextField } from './fields';
import { passwordPairFields } from './password-pair-fields';
import { personFields } from './person-fields';

interface Values {
  title: string;
  shipping: { firstname: string; lastname: string; email: string; phone: string };
  password: string;
  confirm: string;
}

const EMPTY: Values = {
  title: '',
  shipping: { firstname: '', lastname: '', email: '', phone: '' },
  password: '',
  confirm: '',
};
const LABELS = { firstname: 'Prénom', lastname: 'Nom', email: 'Adresse e-mail', phone: 'Téléphone' };

/** Every field but the first (`title`) is refused: the first invalid one in display order is the person's. */
const refuseAllButTitle: Resolver<Values> = async (values) => ({
  values: {},
  errors: {
    shipping: {
      firstname: { type: 'required', message: 'Prénom manquant' },
      lastname: { type: 'required', message: 'Nom manquant' },
    },
    password: { type: 'required', message: 'Mot de passe manquant' },
    confirm: { type: 'required', message: values.confirm ? 'Différent' : 'Confirmation manquante' },
  },
});

function TestForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: EMPTY, resolver: refuseAllButTitle });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <TextField label="Intitulé" {...register('title')} />
      {personFields({
        register,
        errors,
        label: (field) => LABELS[field],
        name: (field) => `shipping.${field}` as const,
        autoComplete: (token) => `section-shipping shipping ${token}`,
        layout: [['firstname', 'lastname'], 'phone'],
        optional: ['phone'],
        limits: { name: 100, phone: 30 },
      })}
      {passwordPairFields({
        register,
        errors,
        names: { password: 'password', confirm: 'confirm' },
        labels: { password: 'Mot de passe', confirm: 'Confirmation' },
        hint: 'Huit caractères au moins',
      })}
      <FormFooter pending={false} submit="Valider" alert={null} />
    </form>
  );
}

describe('personFields and passwordPairFields', () => {
  afterEach(cleanup);

  it('render the chosen fields with their autocomplete, limits and required marks, under nested names', () => {
    render(<TestForm />, { wrapper: TestProviders });
    const firstname = screen.getByRole('textbox', { name: /^Prénom/ }) as HTMLInputElement;
    expect(firstname.name).toBe('shipping.firstname');
    expect(firstname.autocomplete).toBe('section-shipping shipping given-name');
    expect(firstname.maxLength).toBe(100);
    expect(firstname.getAttribute('aria-required')).toBe('true');
    // Side by side: the names share a row.
    expect(firstname.closest('div')?.parentElement).toBe(
      (screen.getByRole('textbox', { name: /^Nom/ }) as HTMLInputElement).closest('div')?.parentElement,
    );
    const phone = screen.getByRole('textbox', { name: /^Téléphone/ }) as HTMLInputElement;
    expect(phone.type).toBe('tel');
    expect(phone.maxLength).toBe(30);
    expect(phone.hasAttribute('aria-required')).toBe(false);
    expect(screen.queryByRole('textbox', { name: /^Adresse e-mail/ })).toBeNull();
    expect(screen.getByLabelText(/^Mot de passe/).getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText(/^Confirmation/).getAttribute('autocomplete')).toBe('new-password');
  });

  it('show each error under its field and focus the first invalid field in display order', async () => {
    render(<TestForm />, { wrapper: TestProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    const firstname = screen.getByRole('textbox', { name: /^Prénom/ });
    await waitFor(() => expect(firstname.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(firstname.getAttribute('aria-describedby')!)?.textContent).toBe('Prénom manquant');
    const confirm = screen.getByLabelText(/^Confirmation/);
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Confirmation manquante',
    );
    // Registered in the form's own render, in display order: the first refused field has the focus.
    expect(document.activeElement).toBe(firstname);
  });
});
