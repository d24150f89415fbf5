// Shared by the server banner (its inline pre-paint script) and its client frame: plain values, no
// 'use client', so the server can call them.

export const PROMOTED_NEWS_ELEMENT_ID = 'promoted-news';

/** The localStorage key of a site's dismissed promoted news (its value is the news id). */
export const dismissedKey = (siteId: number) => `promotedNews:dismissed:${siteId}`;

/** On <html>: the dismissed promoted news of this browser, as `siteId:newsId` words ("2:14 1:7"). */
export const DISMISSED_NEWS_ATTRIBUTE = 'data-dismissed-news';

/**
 * For the document's <head> (app/layout.tsx): copies the dismissals from localStorage onto <html> before the body
 * is parsed, so the banner's own stylesheet hides a dismissed banner from the first paint. A script at the banner
 * itself would do it too, but the parser yields at a script: the browser then paints the page in two steps
 * (the banner alone, then the rest after the page's scripts ran), which delays its largest paint.
 */
export const markDismissedNews = `try{var d=[],p=${JSON.stringify(dismissedKey(0).slice(0, -1))};for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i);if(k&&k.indexOf(p)===0)d.push(k.slice(p.length)+":"+localStorage.getItem(k))}if(d.length)document.documentElement.setAttribute(${JSON.stringify(DISMISSED_NEWS_ATTRIBUTE)},d.join(" "))}catch(e){}`;

/** The rule hiding one site's banner while its news `newsId` is the dismissed one. */
export const hideDismissedCss = (siteId: number, newsId: number) =>
  `html[${DISMISSED_NEWS_ATTRIBUTE}~="${siteId}:${newsId}"] #${PROMOTED_NEWS_ELEMENT_ID}{display:none}`;
