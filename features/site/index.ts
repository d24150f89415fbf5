// The site's own chrome (spec §2 shell parts): theme variables, fonts, header, footer, menu; the revalidation and
// font routes. Site-wide data (parameters, site info, page tree) lives below the features, in lib/site/.
export { SiteBottomBar, SiteHeader } from './components/site-header';
export { SiteFooter } from './components/site-footer';
export { SiteFonts } from './components/site-fonts';
export { getFooterElements } from './api/get-footer-elements';
export { getCompanyAddresses, getSecondaryAddresses } from './api/get-company-addresses';
export { siteThemeVariables, textColours, type TextColour } from './theme';
export { pageHref } from './menu';
export { revalidateRequest } from './api/revalidate';
export { serveFont } from './api/serve-font';
