'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { loadingProgress } from '@/lib/loading-progress';
import styles from './progress-bar.module.css';

// One object: useSyncExternalStore compares snapshots by identity (a new one per call loops).
const IDLE = { phase: 'idle' as const, failed: false };
const idle = () => IDLE;

/** The top progress bar of the shell's loading state (lib/loading-progress.ts has the timing rules). */
export function ProgressBar() {
  const t = useTranslations('shellUi');
  const state = useSyncExternalStore(loadingProgress.subscribe, loadingProgress.getState, idle);
  if (state.phase === 'idle') return null;
  return (
    <div
      className={`${styles.bar} ${state.phase === 'done' ? styles.done : styles.loading} ${state.failed ? styles.failed : ''}`}
      role="progressbar"
      aria-label={t('loading')}
      aria-busy={state.phase === 'loading'}
      data-phase={state.phase}
      data-failed={state.failed || undefined}
    />
  );
}
