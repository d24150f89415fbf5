// Shared by the server banner (its inline pre-paint script) and its client frame: plain values, no
// 'use client', so the server can call them.

export const PROMOTED_NEWS_ELEMENT_ID = 'promoted-news';

/** The localStorage key of a site's dismissed promoted news (its value is the news id). */
export const dismissedKey = (siteId: number) => `promotedNews:dismissed:${siteId}`;
