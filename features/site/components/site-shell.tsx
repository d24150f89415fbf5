import type { CSSProperties, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ShellBehaviours } from '@/components/shell/shell-behaviours';
import { SitePopup } from '@/features/popups/components/site-popup';
import { getPageTree } from '@/features/pages/api/get-pages';
import { getFooterElements } from '../api/get-footer-elements';
import { getParameters, isOn } from '../api/get-parameters';
import { themeVariables } from '../theme';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The shell of spec §2 around a page: themed from the site's parameters (CSS variables rendered on the
 * server, so the first paint is the owner's theme), the top bar with the page-tree menu, the footer.
 * Rendered by the per-site layout (cached) and by the 404 screen.
 */
export async function SiteShell({ siteId, children }: { siteId: number; children: ReactNode }) {
  const [parameters, tree, footer, t] = await Promise.all([
    getParameters(siteId),
    getPageTree(siteId),
    getFooterElements(siteId),
    getTranslations('shell'),
  ]);
  return (
    <div className="site" style={themeVariables(parameters) as CSSProperties}>
      <ShellBehaviours siteId={siteId} scrollBehavior={parameters.SCROLL_TO_TOP_BEHAVIOR ?? null} repeatAnimation={isOn(parameters.REPEAT_ANIMATION)} /><SitePopup siteId={siteId} />
      <a className="skip-link" href="#contenu">
        {t('skipToContent')}
      </a>
      <SiteHeader siteName={parameters.COMPANY_NAME ?? ''} tree={tree} hideHome={isOn(parameters.HIDE_HOMEPAGE_IN_MENU)} />
      <main id="contenu">{children}</main>
      <SiteFooter parameters={parameters} logos={footer.logos} links={footer.links} />
    </div>
  );
}
