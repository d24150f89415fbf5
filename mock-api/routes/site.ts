import type { AnyRoute } from '../http/route';

export const siteRoutes: AnyRoute[] = [];
