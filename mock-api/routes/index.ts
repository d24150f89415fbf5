import type { AnyRoute } from '../http/route';
import { accountRoutes } from './accounts';
import { adminRoutes } from './admin';
import { catalogueRoutes } from './catalogue';
import { contentRoutes } from './content';
import { devRoutes } from './dev';
import { shopRoutes } from './shop';
import { siteRoutes } from './site';

/** Every call of the contract, in registration order (specific paths before parameterised ones). */
export const allRoutes: AnyRoute[] = [
  ...siteRoutes,
  ...accountRoutes,
  ...catalogueRoutes,
  ...shopRoutes,
  ...contentRoutes,
  ...adminRoutes,
  ...devRoutes,
];
