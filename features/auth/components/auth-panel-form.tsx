'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { formStyles } from '@/components/form/fields';
import styles from './auth.module.css';

/**
 * The panel every form of /auth and the password reset pages sits in: named by its visible title (`heading`) or,
 * on a page whose own title says it, by an accessible `label`; its introduction first. Checked and sent by the
 * form's handler only (noValidate; its submit button waits for hydration, components/form/use-hydrated.ts).
 */
export function AuthPanelForm({
  onSubmit,
  heading,
  label,
  intro,
  single = false,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  heading?: { id: string; text: string };
  label?: string;
  intro: ReactNode;
  /** Alone on its page (the reset pages), rather than beside another panel. */
  single?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      className={[styles.panel, single && styles.single, formStyles.form].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={heading?.id}
      aria-label={heading ? undefined : label}
    >
      {heading && <h2 id={heading.id}>{heading.text}</h2>}
      <p>{intro}</p>
      {children}
    </form>
  );
}
