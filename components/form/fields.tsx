'use client';

import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslations } from 'next-intl';
import styles from './form.module.css';
import { useHydrated } from './use-hydrated';

export { styles as formStyles };

interface FieldChrome {
  label: ReactNode;
  /** The message under the field; links it with aria-describedby and marks the field invalid. */
  error?: string;
  hint?: ReactNode;
  /** Marked visibly and with aria-required (the form itself validates: no native bubbles). */
  required?: boolean;
}

/** The ids that tie a field to its hint and error (WCAG 3.3.1: errors announced with the field). */
function useDescribedBy(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  const t = useTranslations('forms');
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className={styles.mark} title={t('requiredMark')}>
          {' '}
          *
        </span>
      ) : (
        <span className={styles.optional}> ({t('optional')})</span>
      )}
    </label>
  );
}

function Messages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

type InputProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & { ref?: Ref<HTMLInputElement> };

/** A labelled input (react-hook-form's register() spreads onto it, ref included). */
export function TextField({ label, error, hint, required, className, ...input }: InputProps) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A birth date: the browser's date picker from 1900 to `today` (YYYY-MM-DD), filled in as the person's `bday`. */
export function BirthdateField({
  today,
  ...field
}: Omit<InputProps, 'type' | 'min' | 'max' | 'autoComplete'> & { today: string }) {
  return <TextField type="date" autoComplete="bday" max={today} min="1900-01-01" {...field} />;
}

/** A password input with a show/hide toggle (typing twice is error-prone on phones). */
export function PasswordField({ label, error, hint, required, className, ...input }: Omit<InputProps, 'type'>) {
  const t = useTranslations('forms');
  const [visible, setVisible] = useState(false);
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <Label htmlFor={id} label={label} required={required} />
      <div className={styles.passwordWrap}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('hide') : t('show')}
        </button>
      </div>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type TextAreaProps = FieldChrome &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, required, className, ...textarea }: TextAreaProps) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type CheckboxProps = Omit<FieldChrome, 'hint'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'> & { ref?: Ref<HTMLInputElement> };

/** A tick box with its label beside it (the label may hold links). */
export function CheckboxField({ label, error, required, className, ...input }: CheckboxProps) {
  const { id, errorId, describedBy } = useDescribedBy(null, error);
  return (
    <div className={`${styles.checkbox} ${className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <label htmlFor={id}>
        {label}
        {required && <span className={styles.mark}> *</span>}
      </label>
      <Messages error={error} errorId={errorId} />
    </div>
  );
}

type SelectProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly string[];
    /** The first, empty choice ("Choisissez…"). */
    placeholder: string;
  };

/** A labelled drop-down list of the given choices, an empty first choice for "none yet". */
export function SelectField({ label, error, hint, required, className, options, placeholder, ...select }: SelectProps) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <Label htmlFor={id} label={label} required={required} />
      <select
        id={id}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type RadioGroupProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'> & {
    ref?: Ref<HTMLInputElement>;
    options: readonly string[];
  };

/**
 * A group of radio buttons under its legend (a fieldset): the hint and the error are tied to the group and to each
 * button, so a screen reader announces them on any choice (a radio button has no aria-invalid: the error says it). react-hook-form's register() spreads onto every button.
 */
export function RadioGroupField({ label, error, hint, required, className, options, ...input }: RadioGroupProps) {
  const t = useTranslations('forms');
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    // role="radiogroup": a fieldset's own role (group) does not allow aria-required; a radio group does.
    <fieldset
      role="radiogroup"
      className={`${styles.field} ${styles.group} ${className ?? ''}`}
      aria-describedby={describedBy}
      aria-required={required || undefined}
    >
      <legend className={styles.label}>
        {label}
        {required ? (
          <span className={styles.mark} title={t('requiredMark')}>
            {' '}
            *
          </span>
        ) : (
          <span className={styles.optional}> ({t('optional')})</span>
        )}
      </legend>
      {options.map((option, index) => (
        <div key={option} className={styles.choice}>
          <input id={`${id}-${index}`} type="radio" value={option} aria-describedby={describedBy} {...input} />
          <label htmlFor={`${id}-${index}`}>{option}</label>
        </div>
      ))}
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}

/** A labelled file input (react-hook-form's register() gives it the FileList); `hint` says what it accepts. */
export function FileField({ label, error, hint, required, className, ...input }: Omit<InputProps, 'type'>) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        type="file"
        className={`${styles.input} ${styles.file}`}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** The submit button: disabled until the form works (see useHydrated), and busy while the request runs, so nothing is sent twice. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const t = useTranslations('forms');
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={styles.primaryButton}
      disabled={pending || !hydrated}
      aria-busy={pending || undefined}
    >
      {pending ? t('sending') : children}
    </button>
  );
}

/** The form's outcome: a polite status after success, an alert for a failure that belongs to no field. */
export function FormMessage({ kind, children }: { kind: 'status' | 'alert'; children: ReactNode }) {
  return (
    <p role={kind} className={kind === 'status' ? styles.status : styles.alert}>
      {children}
    </p>
  );
}

/**
 * The end of a form: the failure that belongs to no field (`alert`, above the button), the submit button with any
 * other button of the form beside it (`children`, in a row of class `actionsClassName`), and the answer once sent
 * (`outcome`, under the button).
 */
export function FormFooter({
  pending,
  submit,
  alert,
  outcome,
  children,
  actionsClassName,
}: {
  pending: boolean;
  /** The submit button's label. */
  submit: ReactNode;
  alert?: ReactNode;
  outcome?: { kind: 'status' | 'alert'; text: ReactNode } | null;
  children?: ReactNode;
  actionsClassName?: string;
}) {
  const button = <SubmitButton pending={pending}>{submit}</SubmitButton>;
  return (
    <>
      {alert && <FormMessage kind="alert">{alert}</FormMessage>}
      {children ? (
        <div className={actionsClassName}>
          {button}
          {children}
        </div>
      ) : (
        button
      )}
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
    </>
  );
}
