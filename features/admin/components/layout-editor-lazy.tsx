'use client';

import dynamic from 'next/dynamic';
import styles from './admin.module.css';

/** The editor's code (and React Query) is fetched only on the editor screen; its skeleton holds the place. */
export const LayoutEditorLazy = dynamic(() => import('./layout-editor').then((module) => module.LayoutEditor), {
  loading: () => <div className={styles.skeleton} aria-busy="true" />,
});
