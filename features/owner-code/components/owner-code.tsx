import Script from 'next/script';
import { isOn } from '@/lib/platform/parameter-values';
import { ownerCss, ownerHtml } from '../owner-code';
import { ownerScript } from '../owner-script';
import { RightClickLock } from './right-click-lock';

type Parameters = Readonly<Record<string, string | null>>;

/**
 * The owner's code and locks, rendered once by the site shell at the end of the page. The shell belongs
 * to the per-site layout, which stays mounted across client navigation, so nothing here runs twice; the
 * script also carries a fixed id, which next/script loads at most once per page load.
 */
export function OwnerCode({ parameters }: { parameters: Parameters }) {
  const css = ownerCss(parameters);
  const html = ownerHtml(parameters);
  const script = ownerScript(parameters);
  return (
    <>
      {css && <style id="owner-css" dangerouslySetInnerHTML={{ __html: css }} />}
      {html && <div id="owner-html" dangerouslySetInnerHTML={{ __html: html }} />}
      {script?.kind === 'url' && <Script id="owner-script" src={script.src} strategy="afterInteractive" />}
      {script?.kind === 'inline' && (
        <Script id="owner-script" strategy="afterInteractive">
          {script.code}
        </Script>
      )}
      {isOn(parameters.LOCK_RIGHT_CLICK) && <RightClickLock />}
    </>
  );
}
