import type { AnyRoute } from '../http/route';

export const catalogueRoutes: AnyRoute[] = [];
