// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestProviders } from '@/tests/intl';
import { DiscountForm } from './discount-form';

afterEach(cleanup);

function renderForm(onApply = vi.fn(async () => undefined)) {
  render(
    <TestProviders>
      <DiscountForm current={null} pending={false} onApply={onApply} onRemove={vi.fn(async () => undefined)} />
    </TestProviders>,
  );
  return { onApply, field: screen.getByRole('textbox', { name: /^Code promo/ }) };
}

describe('DiscountForm', () => {
  // A shopper without a code must not read the field as one more thing to fill in before ordering.
  it('marks the code as optional, not required: « (facultatif) », no asterisk, no aria-required', () => {
    const { field } = renderForm();
    expect(field.getAttribute('aria-required')).toBeNull();
    expect((field as HTMLInputElement).required).toBe(false);
    expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toBe('Code promo (facultatif)');
  });

  it('still asks for a code when « Appliquer » is pressed on an empty field, without calling the platform', async () => {
    const { field, onApply } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const description = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Saisissez un code promo.');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies a typed code', async () => {
    const { field, onApply } = renderForm();
    fireEvent.change(field, { target: { value: 'VENDANGES15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith('VENDANGES15'));
  });
});
