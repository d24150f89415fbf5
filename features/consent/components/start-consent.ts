'use client';

import Script from 'next/script';
import type { ConsentService } from '../services';
import { CONSENT_MAX_AGE_DAYS, TARTEAUCITRON_OPTIONS, TARTEAUCITRON_SRC, type ConsentTexts } from '../tarteaucitron-config';

/** The part of tarteaucitron's global API used here. */
export interface Tarteaucitron {
  init(options: Record<string, unknown>): void;
  initEvents: { loadEvent(isOldBrowser: boolean): void };
  events?: { init?: () => void; load?: () => void };
  user: Record<string, unknown>;
  job?: string[];
}

/** tarteaucitron is configured through globals that its script declares with `var` (read at load and when a choice is saved). */
export interface ConsentWindow {
  tarteaucitron?: Tarteaucitron;
  tarteaucitronForceLanguage?: string;
  tarteaucitronForceExpire?: number | string;
  tarteaucitronExpireInDay?: boolean;
  tarteaucitronCustomText?: Partial<ConsentTexts> | string;
  tarteaucitronIsLoaded?: boolean;
  consentStarted?: boolean;
  /** Set once the banner's buttons answer (tarteaucitron wires them up a moment after showing it). */
  consentReady?: boolean;
  document: Pick<Document, 'readyState'>;
}

/**
 * Starts tarteaucitron once per page load (a remount — StrictMode, a layout rendered again — does nothing)
 * and registers the site's services. Returns whether it started it.
 */
export function startConsent(services: readonly ConsentService[], texts: ConsentTexts, win: ConsentWindow): boolean {
  const tac = win.tarteaucitron;
  if (!tac || win.consentStarted || services.length === 0) return false;
  win.consentStarted = true;
  win.tarteaucitronForceLanguage = 'fr';
  win.tarteaucitronForceExpire = CONSENT_MAX_AGE_DAYS;
  win.tarteaucitronExpireInDay = true;
  win.tarteaucitronCustomText = texts;
  tac.events = {
    ...tac.events,
    load: () => {
      win.consentReady = true;
    },
  };
  tac.init({ ...TARTEAUCITRON_OPTIONS });
  // init() itself handles a `load` event that already fired; this covers a version that would not.
  if (win.document.readyState === 'complete' && !win.tarteaucitronIsLoaded) tac.initEvents.loadEvent(false);
  for (const service of services) Object.assign(tac.user, service.user);
  tac.job = tac.job ?? [];
  for (const service of services) tac.job.push(service.key);
  return true;
}

interface Props {
  services: ConsentService[];
  texts: ConsentTexts;
}

/**
 * Loads tarteaucitron from public/tarteaucitron/ once the page is idle (never in the first-load bundle,
 * never before the largest paint), then shows the banner. Rendered only when the site has trackers.
 */
export function ConsentLoader({ services, texts }: Props) {
  return (
    <Script
      // Not "tarteaucitron": that id belongs to the panel tarteaucitron draws (getElementById would find this script).
      id="tarteaucitron-script"
      src={TARTEAUCITRON_SRC}
      strategy="lazyOnload"
      onReady={() => {
        startConsent(services, texts, window as unknown as ConsentWindow);
      }}
    />
  );
}
