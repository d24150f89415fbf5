import { getSitePopup } from '../api/get-site-popup';
import { PopupLauncher } from './popup-launcher';

/** The site's popup, read (and sanitized) on the server, shown by the client after load. */
export async function SitePopup({ siteId }: { siteId: number }) {
  const popup = await getSitePopup(siteId);
  return popup ? <PopupLauncher siteId={siteId} popup={popup} /> : null;
}
