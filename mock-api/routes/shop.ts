import type { AnyRoute } from '../http/route';

export const shopRoutes: AnyRoute[] = [];
