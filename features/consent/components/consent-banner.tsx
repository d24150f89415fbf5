'use client';

import Cookies from 'js-cookie';
import Script from 'next/script';
import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type FormEvent } from 'react';
import { useHydrated } from '@/components/form/use-hydrated';
import type { BannerColours } from '../banner-style';
import type { ConsentService, ConsentServiceKey } from '../services';
import {
  CONSENT_ACTION,
  CONSENT_APPLYING_CLASS,
  CONSENT_BANNER_ID,
  CONSENT_COOKIE,
  CONSENT_COOKIE_SCOPE,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_PANEL_HASH,
  CONSENT_READY_CLASS,
  COOKIE_POLICY_PATH,
  consentCookieValue,
  TARTEAUCITRON_SRC,
  type ConsentTexts,
} from '../tarteaucitron-config';
import { applyRequest, startConsent, type ConsentRequest, type ConsentWindow } from './start-consent';
import styles from './consent-banner.module.css';

/** The cookie is only read: nothing here needs to learn that tarteaucitron wrote it (the click's choice wins). */
const noSubscription = () => () => {};
const hasConsentCookie = () => Cookies.get(CONSENT_COOKIE) !== undefined;

interface Props {
  services: ConsentService[];
  /** The texts of tarteaucitron's own banner and panel, which it still draws (panel, a service added since the choice). */
  texts: ConsentTexts;
  label: string;
  colours: BannerColours;
  /** « Personnaliser »: one box per service of the site, and the button that saves them. */
  choices: { legend: string; save: string; labels: Record<ConsentServiceKey, string> };
}

/**
 * Spec §2 "Cookie consent banner": the first visit's banner, in the server HTML, so it is there at the first
 * paint and costs no script. tarteaucitron — 20 kB gzip, its language and services files, and the work of drawing
 * its interface — loads only when it has something to do:
 * - a click on « Tout accepter » / « Tout refuser » once hydrated: it loads and carries the choice out with its
 *   own calls (start-consent.ts `applyRequest`), which write the consent cookie and start the accepted services;
 *   meanwhile its own banner stays hidden (the CONSENT_APPLYING_CLASS rule in banner-style.ts). Before hydration
 *   the same buttons are plain forms the browser posts to `POST /api/consent`, which writes the same cookie and
 *   sends the visitor back to the page (issue 17 §1: a click at the first paint is never lost);
 * - « Personnaliser » is a native <details>: one box per service, saved by a form post, at any time;
 * - a returning visitor (the consent cookie is set): it loads once the page is idle, runs the accepted services,
 *   and shows its small button to reopen the panel. The mark consent-mark.ts sets on <html> in the head hides the
 *   banner from the first paint then, so it never flashes.
 * Nothing is loaded before a choice (high privacy).
 */
export function ConsentBanner({ services, texts, label, colours, choices }: Props) {
  // The visitor's click on this page; until then, a choice on record (read once hydrated) makes this a return visit.
  const [choice, setChoice] = useState<ConsentRequest | null>(null);
  const chosenBefore = useSyncExternalStore(noSubscription, hasConsentCookie, () => false);
  const request: ConsentRequest | null = choice ?? (chosenBefore ? 'returning' : null);
  const hydrated = useHydrated();
  const personalize = useRef<HTMLDetailsElement>(null);

  // « Gestion des cookies » (the footer's link to tarteaucitron's fragment) before any choice: tarteaucitron is not
  // loaded yet, so this banner opens its own per-service list and takes the focus there.
  useEffect(() => {
    if (request !== null) return;
    const open = () => {
      const details = personalize.current;
      if (window.location.hash !== CONSENT_PANEL_HASH || !details) return;
      details.open = true;
      details.querySelector('summary')?.focus();
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [request]);

  // Hydrated: tarteaucitron carries the choice out on this page (no reload); its own banner stays hidden meanwhile.
  // The cookie is written at the tap, as the form route would, not only once tarteaucitron has loaded (~0.6 s on
  // the lab, more on a phone): a page loaded in between (a CMS link, a typed address) keeps the choice.
  const submit = (next: 'accept' | 'deny') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    Cookies.set(CONSENT_COOKIE, consentCookieValue(services, { choice: next }), {
      ...CONSENT_COOKIE_SCOPE,
      expires: CONSENT_MAX_AGE_DAYS,
      secure: window.location.protocol === 'https:',
    });
    document.documentElement.classList.add(CONSENT_APPLYING_CLASS);
    setChoice(next);
  };
  const onLoaded = () => {
    const started = startConsent(services, texts, window as unknown as ConsentWindow, (tac) => {
      if (request) applyRequest(tac, request);
      document.documentElement.classList.remove(CONSENT_APPLYING_CLASS);
      document.documentElement.classList.add(CONSENT_READY_CLASS);
    });
    if (!started) document.documentElement.classList.remove(CONSENT_APPLYING_CLASS);
  };
  // tarteaucitron could not load (offline): the banner comes back, the choice (on record) can be made again.
  const onFailed = () => {
    document.documentElement.classList.remove(CONSENT_APPLYING_CLASS);
    setChoice(null);
  };

  const style = {
    '--consent-background': colours.background,
    '--consent-text': colours.text,
    '--consent-button': colours.button,
    '--consent-button-text': colours.buttonText,
  } as CSSProperties;

  return (
    <>
      <section
        id={CONSENT_BANNER_ID}
        className={styles.banner}
        aria-label={label}
        hidden={request !== null}
        data-ready={hydrated ? 'true' : undefined}
        style={style}
      >
        <p className={styles.text}>{texts.alertBigPrivacy}</p>
        <div className={styles.actions}>
          {/* Plain forms (issue 17 §1): before hydration the browser posts them and the server records the choice;
              once hydrated, tarteaucitron carries it out without leaving the page. */}
          <form method="post" action={CONSENT_ACTION} className={styles.form} onSubmit={submit('accept')}>
            <input type="hidden" name="choice" value="accept" />
            <button type="submit" className={styles.choice}>
              {texts.acceptAll}
            </button>
          </form>
          <form method="post" action={CONSENT_ACTION} className={styles.form} onSubmit={submit('deny')}>
            <input type="hidden" name="choice" value="deny" />
            <button type="submit" className={styles.choice}>
              {texts.denyAll}
            </button>
          </form>
          <a className={styles.secondary} href={COOKIE_POLICY_PATH}>
            {texts.privacyUrl}
          </a>
          {/* A native disclosure: it opens at the first paint too. Its form is always posted (a page load). */}
          <details className={styles.details} ref={personalize}>
            <summary className={styles.secondary}>{texts.personalize}</summary>
            <form method="post" action={CONSENT_ACTION} className={styles.custom}>
              <input type="hidden" name="choice" value="custom" />
              <fieldset className={styles.fieldset}>
                <legend>{choices.legend}</legend>
                {services.map((service) => (
                  <label key={service.key} className={styles.service}>
                    <input type="checkbox" name="service" value={service.key} />
                    <span>{choices.labels[service.key]}</span>
                  </label>
                ))}
              </fieldset>
              <button type="submit" className={styles.choice}>
                {choices.save}
              </button>
            </form>
          </details>
        </div>
        {/* The banner's last element: the style sheet shows the banner once the parser has reached it. */}
        <span className={styles.complete} />
      </section>
      {request && (
        <Script
          // Not "tarteaucitron": that id belongs to the panel tarteaucitron draws (getElementById would find this script).
          id="tarteaucitron-script"
          src={TARTEAUCITRON_SRC}
          strategy={request === 'returning' ? 'lazyOnload' : 'afterInteractive'}
          onReady={onLoaded}
          onError={onFailed}
        />
      )}
    </>
  );
}
