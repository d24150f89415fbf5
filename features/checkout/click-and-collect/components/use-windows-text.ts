'use client';

import { useTranslations } from 'next-intl';
import { once } from '@/lib/once';
import { frenchTime, type CollectWindow } from '../slots';

const joinWindows = once(() => new Intl.ListFormat('fr-FR', { type: 'conjunction' }));

/** « 9 h 30 – 12 h 30 et 13 h 30 – 19 h 00 »: a day's pick-up windows in words. */
export function useWindowsText(): (windows: readonly CollectWindow[]) => string {
  const t = useTranslations('checkout.collect');
  return (windows) =>
    joinWindows().format(
      windows.map((window) => t('window', { open: frenchTime(window.open), close: frenchTime(window.close) })),
    );
}
