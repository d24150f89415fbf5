import {
  Beef,
  CakeSlice,
  Cheese,
  Drumstick,
  Fish,
  Ham,
  Martini,
  Shrimp,
  Utensils,
  Wine,
  type SvgIconComponent as Icon,
} from '@/components/icon';

/**
 * Meal icons (spec §3 Product state, GET /parameter/product/meal-icon): the platform names them after Font
 * Awesome ('fa-cow'); each maps to the nearest lucide icon, an unknown one to a plain fork and knife.
 */
const MEAL_ICONS: Readonly<Record<string, Icon>> = {
  cow: Beef,
  'drumstick-bite': Drumstick,
  drumstick: Drumstick,
  fish: Fish,
  shrimp: Shrimp,
  cheese: Cheese,
  'cake-candles': CakeSlice,
  cake: CakeSlice,
  bacon: Ham,
  ham: Ham,
  'champagne-glasses': Martini,
  'wine-glass': Wine,
};

export const mealIcon = (name: string): Icon =>
  MEAL_ICONS[
    name
      .trim()
      .toLowerCase()
      .replace(/^fa[srlb]?-/, '')
  ] ?? Utensils;
