import type { AnyRoute } from '../http/route';

export const adminRoutes: AnyRoute[] = [];
