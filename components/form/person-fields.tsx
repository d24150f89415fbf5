'use client';

import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { errorAt } from './error-at';
import { formStyles, TextField } from './fields';

/** A person's fields as the platform names them (registration, profile, contact message, an order's address). */
export type PersonField = 'firstname' | 'lastname' | 'email' | 'phone';
/** The fields shown, in order; an inner list shares one row (side by side when there is room). */
export type PersonLayout = readonly (PersonField | readonly PersonField[])[];

const PERSON_LAYOUT: PersonLayout = [['firstname', 'lastname'], 'email', 'phone'];

/** The HTML autocomplete token and input attributes of each field (a phone's keyboard, an e-mail's). */
const INPUTS: Record<PersonField, { autoComplete: string; type?: string; inputMode?: 'email' }> = {
  firstname: { autoComplete: 'given-name' },
  lastname: { autoComplete: 'family-name' },
  email: { autoComplete: 'email', type: 'email', inputMode: 'email' },
  phone: { autoComplete: 'tel', type: 'tel' },
};

export interface PersonFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  /** The whole form's errors: each field's is found at its name. */
  errors: FieldErrors<T>;
  /** Each field's label (the forms word them in their own namespace: `label={(field) => t(field)}`). */
  label: (field: PersonField) => string;
  /** Which fields, in which rows (all four by default: the names side by side, then e-mail, then phone). */
  layout?: PersonLayout;
  /** The form's name of a field (`shipping.firstname` in a nested form); the field's own name by default. */
  name?: (field: PersonField) => Path<T>;
  /** The autocomplete value from the field's token (`given-name`…), e.g. with an address section before it. */
  autoComplete?: (token: string) => string;
  /** Fields that may stay empty (every other one shown is required). */
  optional?: readonly PersonField[];
  hints?: Partial<Record<PersonField, ReactNode>>;
  /** The contract's longest first or last name and phone number (typing stops there). */
  limits?: { name: number; phone: number };
  autoFocus?: PersonField;
}

/**
 * A person's first name, last name, e-mail and phone, written once for every form that asks for them: labelled,
 * required unless said otherwise, the browser's autocomplete and keyboard on each, the error under its field.
 * A function called in the form's own render (`{personFields({ register, errors, … })}`), not a component: its
 * fields then register in display order among the form's others, the order in which react-hook-form focuses the
 * first invalid field (a child component would register them after every field of its parent).
 */
export function personFields<T extends FieldValues>({
  register,
  errors,
  label,
  layout = PERSON_LAYOUT,
  name = (field) => field as Path<T>,
  autoComplete = (token) => token,
  optional = [],
  hints = {},
  limits,
  autoFocus,
}: PersonFieldsProps<T>) {
  const field = (key: PersonField) => {
    const path = name(key);
    const { autoComplete: token, ...input } = INPUTS[key];
    const maxLength = key === 'phone' ? limits?.phone : key === 'email' ? undefined : limits?.name;
    return (
      <TextField
        key={key}
        label={label(key)}
        required={!optional.includes(key)}
        autoFocus={autoFocus === key || undefined}
        autoComplete={autoComplete(token)}
        {...input}
        maxLength={maxLength}
        hint={hints[key]}
        error={errorAt(errors, path)}
        {...register(path)}
      />
    );
  };
  return (
    <>
      {layout.map((entry) =>
        typeof entry === 'string' ? (
          field(entry)
        ) : (
          <div key={entry.join()} className={formStyles.row}>
            {entry.map(field)}
          </div>
        ),
      )}
    </>
  );
}
