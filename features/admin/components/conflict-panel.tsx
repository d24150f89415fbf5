'use client';

import { useEffect, useMemo, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { compareLines } from '../conflict';
import styles from './admin.module.css';

interface Props {
  theirs: string;
  mine: string;
  busy: boolean;
  onReloadTheirs: () => void;
  onOverwrite: () => void;
  onKeepEditing: () => void;
}

/**
 * The save conflict (issue 5 §4 "show the conflict and never overwrite silently"): both versions side by side,
 * their line differences, and an explicit choice. Focus moves to its heading so keyboard and screen-reader
 * users land on it.
 */
export function ConflictPanel({ theirs, mine, busy, onReloadTheirs, onOverwrite, onKeepEditing }: Props) {
  const t = useTranslations('admin.conflict');
  const heading = useRef<HTMLHeadingElement>(null);
  const changes = useMemo(() => compareLines(theirs, mine), [theirs, mine]);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className={styles.conflict}
      role="alert"
      aria-labelledby="admin-conflict-title"
      data-testid="layout-conflict"
    >
      <h2 id="admin-conflict-title" tabIndex={-1} ref={heading}>
        {t('title')}
      </h2>
      <p>{t('text')}</p>
      <div className={styles.versions}>
        <div>
          <h3>{t('theirs')}</h3>
          <pre data-testid="conflict-theirs">{theirs}</pre>
        </div>
        <div>
          <h3>{t('mine')}</h3>
          <pre data-testid="conflict-mine">{mine}</pre>
        </div>
      </div>
      <h3>{t('differences')}</h3>
      {changes === null ? (
        <p>{t('tooLarge')}</p>
      ) : (
        <ol className={styles.diff}>
          {changes
            .filter((change) => change.kind !== 'same')
            .map((change, index) => (
              <li key={index} className={change.kind === 'theirs' ? styles.diffTheirs : styles.diffMine}>
                <span className="visually-hidden">{change.kind === 'theirs' ? t('onlyTheirs') : t('onlyMine')} : </span>
                <span aria-hidden="true">{change.kind === 'theirs' ? '− ' : '+ '}</span>
                {change.text}
              </li>
            ))}
        </ol>
      )}
      <p className={styles.muted}>
        <span className={styles.diffTheirs}>− {t('onlyTheirs')}</span>{' '}
        <span className={styles.diffMine}>+ {t('onlyMine')}</span>
      </p>
      <div className={styles.toolbar}>
        <button type="button" className={styles.buttonSecondary} onClick={onReloadTheirs} disabled={busy}>
          {t('reloadTheirs')}
        </button>
        <button type="button" className={styles.button} onClick={onOverwrite} disabled={busy}>
          {t('overwrite')}
        </button>
        <button type="button" className={styles.buttonSecondary} onClick={onKeepEditing} disabled={busy}>
          {t('keepEditing')}
        </button>
      </div>
    </section>
  );
}
