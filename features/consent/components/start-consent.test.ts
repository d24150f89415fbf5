import { describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, TARTEAUCITRON_OPTIONS } from '../tarteaucitron-config';
import type { ConsentService } from '../services';
import { applyRequest, startConsent, type ConsentWindow, type Tarteaucitron } from './start-consent';

const texts = {
  alertBigPrivacy: 'Texte',
  acceptAll: 'Tout accepter',
  denyAll: 'Tout refuser',
  personalize: 'Personnaliser',
  privacyUrl: 'Politique de cookies',
};
const services: ConsentService[] = [
  { key: 'matomo', user: { matomoHost: 'https://stats.example.fr/', matomoId: '3' } },
  { key: 'gtag', user: { gtagUa: 'G-TEST' } },
];

function fakeWindow(readyState: DocumentReadyState = 'complete') {
  const tarteaucitron: Tarteaucitron = { init: vi.fn(), initEvents: { loadEvent: vi.fn() }, user: {} };
  const win: ConsentWindow = { tarteaucitron, document: { readyState } };
  return { win, tarteaucitron };
}

describe('the tarteaucitron options (spec §2, design.md §5)', () => {
  it('mandatory banner at the bottom, accept-all and deny-all, high privacy, a named cookie', () => {
    expect(TARTEAUCITRON_OPTIONS).toMatchObject({
      mandatory: true,
      orientation: 'bottom',
      AcceptAllCta: true,
      DenyAllCta: true,
      highPrivacy: true,
      alwaysNeedConsent: true,
      cookieName: 'consentement_cookies',
      // Google consent mode would load the Google tag without consent.
      googleConsentMode: false,
    });
    expect(CONSENT_COOKIE).toBe('consentement_cookies');
  });

  it('keeps a choice at most 6 months (CNIL), within the 13-month legal limit of spec §9', () => {
    expect(CONSENT_MAX_AGE_DAYS).toBeLessThanOrEqual(183);
    expect(CONSENT_MAX_AGE_DAYS).toBeLessThanOrEqual(13 * 30);
  });
});

describe('startConsent', () => {
  it('forces French, the cookie lifetime and the texts before init, then registers the services', () => {
    const { win, tarteaucitron } = fakeWindow();
    (tarteaucitron.init as ReturnType<typeof vi.fn>).mockImplementation(() => {
      // Read by tarteaucitron during init/load: must already be set.
      expect(win.tarteaucitronForceLanguage).toBe('fr');
      expect(win.tarteaucitronForceExpire).toBe(183);
      expect(win.tarteaucitronExpireInDay).toBe(true);
      expect(win.tarteaucitronCustomText).toEqual(texts);
    });
    const onLoaded = vi.fn();
    expect(startConsent(services, texts, win, onLoaded)).toBe(true);
    expect(tarteaucitron.init).toHaveBeenCalledWith(
      expect.objectContaining({ cookieName: CONSENT_COOKIE, highPrivacy: true }),
    );
    expect(tarteaucitron.job).toEqual(['matomo', 'gtag']);
    expect(tarteaucitron.user).toEqual({ matomoHost: 'https://stats.example.fr/', matomoId: '3', gtagUa: 'G-TEST' });
    expect(onLoaded).not.toHaveBeenCalled();
    tarteaucitron.events!.load!();
    expect(onLoaded).toHaveBeenCalledWith(tarteaucitron);
  });

  it('starts once: a second mount (StrictMode, remount) does nothing', () => {
    const { win, tarteaucitron } = fakeWindow();
    startConsent(services, texts, win);
    expect(startConsent(services, texts, win)).toBe(false);
    expect(tarteaucitron.init).toHaveBeenCalledTimes(1);
    expect(tarteaucitron.job).toEqual(['matomo', 'gtag']);
  });

  it('fires the load event itself when the page had already loaded and tarteaucitron did not', () => {
    const loaded = fakeWindow('complete');
    startConsent(services, texts, loaded.win);
    expect(loaded.tarteaucitron.initEvents.loadEvent).toHaveBeenCalledWith(false);

    const alreadyDone = fakeWindow('complete');
    alreadyDone.win.tarteaucitronIsLoaded = true;
    startConsent(services, texts, alreadyDone.win);
    expect(alreadyDone.tarteaucitron.initEvents.loadEvent).not.toHaveBeenCalled();

    const loading = fakeWindow('interactive');
    startConsent(services, texts, loading.win);
    expect(loading.tarteaucitron.initEvents.loadEvent).not.toHaveBeenCalled();
  });

  it('does nothing without the library or without services', () => {
    expect(startConsent(services, texts, { document: { readyState: 'complete' } })).toBe(false);
    const { win, tarteaucitron } = fakeWindow();
    expect(startConsent([], texts, win)).toBe(false);
    expect(tarteaucitron.init).not.toHaveBeenCalled();
  });
});

describe('applyRequest: our banner’s buttons, carried out by tarteaucitron', () => {
  const withInterface = () => {
    const userInterface = { respondAll: vi.fn(), openPanel: vi.fn() };
    return {
      tac: { init: vi.fn(), initEvents: { loadEvent: vi.fn() }, user: {}, userInterface } satisfies Tarteaucitron,
      userInterface,
    };
  };

  it.each([
    ['accept', 'respondAll', [true]],
    ['deny', 'respondAll', [false, '', true]],
  ] as const)('%s → %s(%j), as tarteaucitron’s own button does', (request, method, args) => {
    const { tac, userInterface } = withInterface();
    applyRequest(tac, request);
    expect(userInterface[method]).toHaveBeenCalledWith(...args);
    expect(userInterface.respondAll.mock.calls.length + userInterface.openPanel.mock.calls.length).toBe(1);
  });

  it('asks nothing of a returning visitor (tarteaucitron applies the recorded choice itself)', () => {
    const { tac, userInterface } = withInterface();
    applyRequest(tac, 'returning');
    expect(userInterface.respondAll).not.toHaveBeenCalled();
    expect(userInterface.openPanel).not.toHaveBeenCalled();
  });
});
