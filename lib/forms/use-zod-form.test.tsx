// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { TestProviders, frTranslator } from '@/tests/intl';
import { PlatformError } from '@/lib/platform/errors';
import { lazyZodResolver } from './lazy-zod-resolver';
import { requiredText } from './rules';
import { useZodForm } from './use-zod-form';

const forms = frTranslator('forms');
const schema = z.object({ name: requiredText(forms, 10), city: requiredText(forms, 10) });
const FIELDS = ['name', 'city'] as const;

/** A two-field form on the hook; `fail` is what the "platform" answers to a valid submission. */
function Probe({ fail, onValid }: { fail?: unknown; onValid: (values: z.output<typeof schema>) => void }) {
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    serverError,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: { name: '', city: '' }, fields: FIELDS });
  const onSubmit = handleSubmit((values) => {
    onValid(values);
    if (fail) setAlert(serverError(fail) ?? 'aucun');
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor="name">Nom</label>
      <input id="name" {...register('name')} />
      <p>{errors.name?.message}</p>
      <label htmlFor="city">Ville</label>
      <input id="city" {...register('city')} />
      <p>{errors.city?.message}</p>
      {alert && <p role="alert">{alert}</p>}
      <button type="submit">Envoyer</button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

describe('useZodForm', () => {
  afterEach(cleanup);

  it('checks with the schema: its French messages on the fields, the first invalid one focused, nothing sent', async () => {
    const onValid = vi.fn();
    render(<Probe onValid={onValid} />, { wrapper: TestProviders });
    type('Ville', 'x'.repeat(11));
    send();
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Ce champ ne doit pas dépasser 10 caractères.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nom'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("hands the schema's output (trimmed) to the submit handler", async () => {
    const onValid = vi.fn();
    render(<Probe onValid={onValid} />, { wrapper: TestProviders });
    type('Nom', '  Léa ');
    type('Ville', 'Angers');
    send();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Léa', city: 'Angers' }));
  });

  it("puts the platform's per-field errors on their fields (the first one focused) and leaves no form message", async () => {
    const refusal = new PlatformError('refused', 'Certaines données envoyées sont invalides.', 400, {
      errors: { city: 'Ville inconnue.', name: 'Nom refusé.' },
    });
    render(<Probe onValid={() => undefined} fail={refusal} />, { wrapper: TestProviders });
    type('Nom', 'Léa');
    type('Ville', 'Angers');
    send();
    expect(await screen.findByText('Ville inconnue.')).toBeTruthy();
    expect(screen.getByText('Nom refusé.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nom'));
    expect(screen.getByRole('alert').textContent).toBe('aucun');
  });

  it('answers the form-level message in French for a refusal without fields and for a network failure', async () => {
    render(<Probe onValid={() => undefined} fail={new PlatformError('network', 'ECONNREFUSED', null)} />, {
      wrapper: TestProviders,
    });
    type('Nom', 'Léa');
    type('Ville', 'Angers');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La plateforme est injoignable. Vérifiez votre connexion et réessayez.',
    );
    cleanup();
    render(<Probe onValid={() => undefined} fail={new PlatformError('refused', 'Trop de tentatives.', 429)} />, {
      wrapper: TestProviders,
    });
    type('Nom', 'Léa');
    type('Ville', 'Angers');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de tentatives.');
  });
});

describe('lazyZodResolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('loads the schema only when the form first validates, once', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
    const invalid = await resolver({ name: '', city: 'Angers' }, undefined, options);
    expect(invalid.errors.name?.message).toBe('Ce champ est obligatoire.');
    const valid = await resolver({ name: ' Léa ', city: 'Angers' }, undefined, options);
    expect(valid.values).toEqual({ name: 'Léa', city: 'Angers' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a chunk that did not arrive)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(schema);
    const resolver = lazyZodResolver(load);
    await expect(resolver({ name: 'Léa', city: 'Angers' }, undefined, options)).rejects.toThrow('ChunkLoadError');
    expect((await resolver({ name: 'Léa', city: 'Angers' }, undefined, options)).values).toEqual({
      name: 'Léa',
      city: 'Angers',
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
