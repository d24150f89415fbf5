// The site frame: the one feature that assembles the others (docs/ARCHITECTURE.md). The shell around every page
// (site chrome, consent, popups, promoted news, owner code, newsletter), the page-content dispatcher that renders
// a tree page's screen (products, services, albums, contact…), the detail pages, the pre-paint marks.
export { SiteShell } from './components/site-shell';
export { PageContent } from './components/page-content';
export { DetailContent, detailMetadata, loadDetail, type LoadedDetail } from './components/detail-content';
export { PRE_PAINT_MARKS } from './pre-paint-marks';
