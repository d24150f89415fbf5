'use client';

import { useEffect, useRef } from 'react';
import { consentChoices, pageScriptAllowed } from '../page-script-consent';

interface Props {
  /** The page's id: the script element carries it (`data-page-script`). */
  pageId: number;
  /** The page's `link.jsCode` (spec §3 Page), trusted owner code like SCRIPT_TO_LOAD. */
  code: string;
  /** The tarteaucitron services the site's banner registers; empty when the site shows no banner. */
  consentKeys: readonly string[];
}

/**
 * Runs a page's own script once per visit of the page, only when the consent rules allow it (page-script-consent.ts):
 * at once when they already do, else when the visitor's choice allows every service. tarteaucitron tells when:
 * `<service>_allowed` after a choice it records, `<service>_loaded` when it starts a service the cookie already
 * allows — the case after a tap on the banner, which writes the cookie itself before tarteaucitron has loaded.
 * Never before: nothing is in the server HTML.
 * The script is an inline `<script>` element added to the body, which the public pages' Content-Security-Policy
 * allows ('unsafe-inline', no eval); the admin panel's nonce policy would refuse it, and it never renders pages.
 */
export function PageScript({ pageId, code, consentKeys }: Props) {
  // Kept across React's development double effects: the code runs once per mount of the page, not twice.
  const ran = useRef(false);
  const keys = consentKeys.join(',');
  useEffect(() => {
    const list = keys ? keys.split(',') : [];
    const run = () => {
      if (ran.current || !pageScriptAllowed(consentChoices(document.cookie), list)) return;
      ran.current = true;
      const script = document.createElement('script');
      script.dataset.pageScript = String(pageId);
      script.textContent = code;
      document.body.appendChild(script);
    };
    run();
    const events = list.flatMap((key) => [`${key}_allowed`, `${key}_loaded`]);
    for (const event of events) document.addEventListener(event, run);
    return () => {
      for (const event of events) document.removeEventListener(event, run);
    };
  }, [pageId, code, keys]);
  return null;
}
