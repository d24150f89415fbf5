// Metadata, JSON-LD, sitemap and robots.txt (spec §2 SEO). Other features import only from here.
export { fixedRouteMetadata, seoSiteInfo, siteLayoutMetadata, treePageMetadata } from './metadata';
export { siteOrigin } from './page-metadata';
export { BusinessJsonLd } from './components/business-json-ld';
export { siteSitemap } from './site-sitemap';
export { originOf, robotsTxt } from './sitemap';
export { JsonLdScript } from './components/json-ld-script';
export { articleJsonLd, breadcrumbListJsonLd, type ArticleFacts, type Crumb } from './json-ld';
export { EventJsonLd } from './components/event-json-ld';
