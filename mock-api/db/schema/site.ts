// Tables of the site area: parameters, pages and layouts, logos, popups (filled in by that area).
export {};
