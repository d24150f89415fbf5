import type { CSSProperties, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ScreenMessages } from '@/components/screen-messages';
import { ShellBehaviours } from '@/components/shell/shell-behaviours';
import { Consent, ConsentSettingsLink, consentServices } from '@/features/consent';
import { PromotedNews } from '@/features/news';
import { NEWSLETTER_SIGNUP_KEYS, NEWSLETTER_SIGNUP_NAMESPACES, NewsletterSignup } from '@/features/newsletter';
import { OwnerCode } from '@/features/owner-code';
import { SitePopup } from '@/features/popups';
import {
  getFooterElements,
  getSecondaryAddresses,
  SiteBottomBar,
  SiteFonts,
  SiteFooter,
  SiteHeader,
  siteThemeVariables,
} from '@/features/site';
import { getPageTree } from '@/lib/site/pages';
import { getParameters, isOn } from '@/lib/site/parameters';
import { getSiteLook } from '@/lib/site/site-info';

/**
 * The shell of spec §2 around a page: themed from the site's parameters (CSS variables rendered on the
 * server, so the first paint is the owner's theme), the top bar with the page-tree menu, the footer.
 * Rendered by the per-site layout (cached) and by the 404 screen.
 */
export async function SiteShell({ siteId, children }: { siteId: number; children: ReactNode }) {
  const [parameters, tree, footer, t, look] = await Promise.all([
    getParameters(siteId),
    getPageTree(siteId),
    getFooterElements(siteId),
    getTranslations('shell'),
    getSiteLook(siteId),
  ]);
  // Read only when the footer shows them (one cached call).
  const secondaryAddresses = isOn(parameters.DISPLAY_SECONDARY_ADDRESSES) ? await getSecondaryAddresses(siteId) : [];
  return (
    <div className="site" style={siteThemeVariables(parameters, look.fonts) as CSSProperties}>
      <SiteFonts fonts={look.fonts} />
      <ShellBehaviours
        siteId={siteId}
        scrollBehavior={parameters.SCROLL_TO_TOP_BEHAVIOR ?? null}
        repeatAnimation={isOn(parameters.REPEAT_ANIMATION)}
      />
      <SitePopup siteId={siteId} />
      <a className="skip-link" href="#contenu">
        {t('skipToContent')}
      </a>
      <PromotedNews siteId={siteId} />
      <SiteHeader siteId={siteId} parameters={parameters} tree={tree} logos={look.logos} />
      <main id="contenu">{children}</main>
      <SiteFooter
        siteId={siteId}
        parameters={parameters}
        logos={footer.logos}
        links={footer.links}
        tree={tree}
        siteLogos={look.logos}
        secondaryAddresses={secondaryAddresses}
        consentLink={consentServices(parameters).length > 0 ? <ConsentSettingsLink /> : null}
        newsletter={
          isOn(parameters.ENABLE_NEWSLETTER) ? (
            <ScreenMessages namespaces={NEWSLETTER_SIGNUP_NAMESPACES} keys={NEWSLETTER_SIGNUP_KEYS}>
              <NewsletterSignup />
            </ScreenMessages>
          ) : null
        }
      />
      <SiteBottomBar siteId={siteId} parameters={parameters} tree={tree} />
      <OwnerCode parameters={parameters} />
      <Consent parameters={parameters} />
    </div>
  );
}
