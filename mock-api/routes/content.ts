import type { AnyRoute } from '../http/route';

export const contentRoutes: AnyRoute[] = [];
