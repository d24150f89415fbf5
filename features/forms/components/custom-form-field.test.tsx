// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { WithIntl } from '@/tests/intl';
import type { FormField } from '@/lib/platform/schemas/content';
import type { CustomFormValues } from '../form-rules';
import { CustomFormField } from './custom-form-field';

afterEach(cleanup);

function Harness({ field, error }: { field: FormField; error?: string }) {
  const { register } = useForm<CustomFormValues>();
  return <CustomFormField field={field} register={register} error={error} />;
}
const draw = (field: Partial<FormField> & Pick<FormField, 'type'>, error?: string) =>
  render(<Harness field={{ name: 'f', label: 'Question', required: false, ...field }} error={error} />, {
    wrapper: WithIntl,
  });

describe('CustomFormField: one widget per field type', () => {
  it.each([
    ['text', 'text'],
    ['email', 'email'],
    ['tel', 'tel'],
    ['date', 'date'],
  ] as const)('%s → an input of type %s, labelled', (type, inputType) => {
    draw({ type, required: true });
    const input = screen.getByLabelText(/^Question/) as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe(inputType);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.name).toBe('f');
  });

  it('number → a text input with the decimal keyboard (a comma stays as typed) and its bounds as a hint', () => {
    draw({ type: 'number', min: 12, max: 110 });
    const input = screen.getByRole('textbox', { name: /^Question/ });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Un nombre de 12 à 110.',
    );
  });

  it('textarea → a text area with its limit and placeholder', () => {
    draw({ type: 'textarea', maxLength: 1000, placeholder: 'Vos soins…' });
    const area = screen.getByRole('textbox', { name: /^Question/ });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('maxlength')).toBe('1000');
    expect(area.getAttribute('placeholder')).toBe('Vos soins…');
  });

  it('select → a drop-down list of the choices after an empty one', () => {
    draw({ type: 'select', options: ['Couleur', 'Aucune'] });
    const select = screen.getByRole('combobox', { name: /^Question/ });
    expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choisissez…'],
      ['Couleur', 'Couleur'],
      ['Aucune', 'Aucune'],
    ]);
  });

  it('radio → a radio group named by its legend, required, one labelled button per choice', () => {
    draw({ type: 'radio', required: true, options: ['Fins', 'Épais'] }, 'Ce champ est obligatoire.');
    // A radio group, not a plain group: aria-required is allowed only there (axe aria-allowed-attr).
    const group = screen.getByRole('radiogroup', { name: /^Question/ });
    expect(group.getAttribute('aria-required')).toBe('true');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['Fins', 'Épais']);
    expect(screen.getByRole('radio', { name: 'Épais' })).toHaveProperty('name', 'f');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Ce champ est obligatoire.',
    );
    expect(radios.every((r) => r.getAttribute('aria-describedby') === group.getAttribute('aria-describedby'))).toBe(
      true,
    );
  });

  it('checkbox → a tick box with its label and required mark', () => {
    draw({ type: 'checkbox', required: true, label: "J'accepte" });
    const box = screen.getByRole('checkbox', { name: /J'accepte/ });
    expect(box.getAttribute('aria-required')).toBe('true');
  });

  it('file → a file input narrowed to the accepted types, with the size limits of spec §5', () => {
    draw({ type: 'file', accept: ['jpg', 'png', 'exe'] }, 'Veuillez joindre un fichier.');
    const input = screen.getByLabelText(/^Question/) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.jpg,.png');
    expect(input.multiple).toBe(false);
    const [hint, error] = input.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(hint!)?.textContent).toBe('Formats acceptés : jpg, png. 5 Mo au plus par fichier.');
    expect(document.getElementById(error!)?.textContent).toBe('Veuillez joindre un fichier.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('file (several, with documents) → multiple, with both limits', () => {
    draw({ type: 'file', accept: ['jpg', 'pdf'], multiple: true });
    const input = screen.getByLabelText(/^Question/) as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Formats acceptés : jpg, pdf. Images : 5 Mo au plus, autres fichiers : 10 Mo au plus. Vous pouvez joindre plusieurs fichiers.',
    );
  });

  it('an optional field says so; a required one does not', () => {
    draw({ type: 'text' });
    expect(screen.getByText(/facultatif/)).toBeTruthy();
  });
});
