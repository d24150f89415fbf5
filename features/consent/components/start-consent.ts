import type { ConsentService } from '../services';
import { CONSENT_MAX_AGE_DAYS, TARTEAUCITRON_OPTIONS, type ConsentTexts } from '../tarteaucitron-config';

/** The part of tarteaucitron's global API used here. */
export interface Tarteaucitron {
  init(options: Record<string, unknown>): void;
  initEvents: { loadEvent(isOldBrowser: boolean): void };
  events?: { init?: () => void; load?: () => void };
  user: Record<string, unknown>;
  job?: string[];
  userInterface?: {
    respondAll(status: boolean, type?: string, allowSafeAnalytics?: boolean): void;
    openPanel(): void;
  };
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
  document: Pick<Document, 'readyState'>;
}

/**
 * Starts tarteaucitron once per page load (a remount — StrictMode, a layout rendered again — does nothing)
 * and registers the site's services; `onLoaded` runs once its interface answers (its `load` event).
 * Returns whether it started it.
 */
export function startConsent(
  services: readonly ConsentService[],
  texts: ConsentTexts,
  win: ConsentWindow,
  onLoaded?: (tac: Tarteaucitron) => void,
): boolean {
  const tac = win.tarteaucitron;
  if (!tac || win.consentStarted || services.length === 0) return false;
  win.consentStarted = true;
  win.tarteaucitronForceLanguage = 'fr';
  win.tarteaucitronForceExpire = CONSENT_MAX_AGE_DAYS;
  win.tarteaucitronExpireInDay = true;
  win.tarteaucitronCustomText = texts;
  tac.events = {
    ...tac.events,
    load: () => onLoaded?.(tac),
  };
  tac.init({ ...TARTEAUCITRON_OPTIONS });
  // init() itself handles a `load` event that already fired; this covers a version that would not.
  if (win.document.readyState === 'complete' && !win.tarteaucitronIsLoaded) tac.initEvents.loadEvent(false);
  for (const service of services) Object.assign(tac.user, service.user);
  tac.job = tac.job ?? [];
  for (const service of services) tac.job.push(service.key);
  return true;
}

/**
 * What the visitor asked on our banner, carried out by tarteaucitron once it answers: the same calls as its
 * own banner's buttons (accept all; deny all). `returning`: a choice is already recorded, nothing to ask.
 * (« Personnaliser » is our banner's own <details> form, posted to the server: consent-banner.tsx.)
 */
export type ConsentRequest = 'accept' | 'deny' | 'returning';

export function applyRequest(tac: Tarteaucitron, request: ConsentRequest): void {
  if (request === 'accept') tac.userInterface?.respondAll(true);
  else if (request === 'deny') tac.userInterface?.respondAll(false, '', true);
}
