// The site popup (spec §2 modal, component conf `popup`). Other features import only from here.
export { SitePopup } from './components/site-popup';
