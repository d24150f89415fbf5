// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageScript } from './page-script';

const CODE = "document.documentElement.dataset.histoireLue = 'oui';";
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-page-script]')];
const clearConsent = () => (document.cookie = 'consentement_cookies=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');

beforeEach(() => {
  clearConsent();
  scripts().forEach((script) => script.remove());
});
afterEach(cleanup);

describe('PageScript (spec §3 Page link.jsCode)', () => {
  it('runs the code once on a site without a consent banner, even under StrictMode', () => {
    render(
      <StrictMode>
        <PageScript pageId={7} code={CODE} consentKeys={[]} />
      </StrictMode>,
    );
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.dataset.pageScript).toBe('7');
    expect(scripts()[0]!.textContent).toBe(CODE);
  });

  it('waits for the visitor to accept every service, and runs on their acceptance', () => {
    render(<PageScript pageId={7} code={CODE} consentKeys={['matomo', 'gtag']} />);
    expect(scripts()).toHaveLength(0);
    // A partial choice does not allow it.
    document.cookie = 'consentement_cookies=!matomo=true!gtag=false; path=/';
    document.dispatchEvent(new Event('matomo_allowed'));
    expect(scripts()).toHaveLength(0);
    // tarteaucitron writes the cookie, then fires `<service>_allowed`.
    document.cookie = 'consentement_cookies=!matomo=true!gtag=true; path=/';
    document.dispatchEvent(new Event('gtag_allowed'));
    expect(scripts()).toHaveLength(1);
    document.dispatchEvent(new Event('matomo_allowed'));
    expect(scripts()).toHaveLength(1);
  });

  it('runs when tarteaucitron starts the services a choice made before it loaded allows', () => {
    render(<PageScript pageId={7} code={CODE} consentKeys={['matomo', 'gtag']} />);
    // The banner wrote the cookie at the tap; tarteaucitron, loading afterwards, finds the choice on record and
    // fires `<service>_loaded` for each service it starts, never `_allowed`.
    document.cookie = 'consentement_cookies=!matomo=true!gtag=true; path=/';
    expect(scripts()).toHaveLength(0);
    document.dispatchEvent(new Event('matomo_loaded'));
    expect(scripts()).toHaveLength(1);
    document.dispatchEvent(new Event('gtag_loaded'));
    expect(scripts()).toHaveLength(1);
  });

  it('never runs after a refusal', () => {
    document.cookie = 'consentement_cookies=!matomo=false; path=/';
    render(<PageScript pageId={7} code={CODE} consentKeys={['matomo']} />);
    document.dispatchEvent(new Event('matomo_disallowed'));
    expect(scripts()).toHaveLength(0);
  });

  it('runs at once for a returning visitor who accepted', () => {
    document.cookie = 'consentement_cookies=!matomo=true; path=/';
    render(<PageScript pageId={7} code={CODE} consentKeys={['matomo']} />);
    expect(scripts()).toHaveLength(1);
  });

  it('stops listening once the page is left', () => {
    const { unmount } = render(<PageScript pageId={7} code={CODE} consentKeys={['matomo']} />);
    unmount();
    document.cookie = 'consentement_cookies=!matomo=true; path=/';
    document.dispatchEvent(new Event('matomo_allowed'));
    expect(scripts()).toHaveLength(0);
  });
});
