import {
  Calendar,
  CalendarCheck,
  CalendarDays,
  CircleUser,
  Euro,
  Gem,
  Gift,
  Grape,
  HandHeart,
  House,
  Images,
  Info,
  Mail,
  MapPin,
  Newspaper,
  PenTool,
  Phone,
  Scissors,
  ShoppingBag,
  ShoppingBasket,
  ShoppingCart,
  Sparkles,
  Store,
  User,
  UserRound,
  Wine,
  type SvgIconComponent,
} from '@/components/icon';

export type Icon = SvgIconComponent;

/**
 * Page menu icons: the platform names them after Font Awesome ('house', 'person-dress', …). The names
 * used by the sample sites and the common ones map to the nearest lucide icon; an unknown name shows no
 * icon (never a broken glyph).
 */
const MENU_ICONS: Readonly<Record<string, Icon>> = {
  house: House,
  home: House,
  'person-dress': UserRound,
  person: User,
  user: User,
  'hand-holding-heart': HandHeart,
  spa: Sparkles,
  ring: Gem,
  gem: Gem,
  'euro-sign': Euro,
  'bag-shopping': ShoppingBag,
  'cart-shopping': ShoppingCart,
  'basket-shopping': ShoppingBasket,
  'calendar-check': CalendarCheck,
  'calendar-days': CalendarDays,
  calendar: Calendar,
  newspaper: Newspaper,
  'pen-nib': PenTool,
  images: Images,
  image: Images,
  envelope: Mail,
  phone: Phone,
  'location-dot': MapPin,
  scissors: Scissors,
  'wine-glass': Wine,
  'wine-bottle': Wine,
  grapes: Grape,
  gift: Gift,
  store: Store,
  shop: Store,
  'circle-info': Info,
};

/** 'fa-solid fa-house', 'fa-house' and 'house' all read 'house'. */
const iconKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((part) => part.replace(/^fa-/, ''))
    .filter(
      (part) =>
        !['fa', 'fas', 'far', 'fal', 'fat', 'solid', 'regular', 'light', 'thin', 'duotone', 'brands'].includes(part),
    )
    .pop() ?? '';

export function menuIcon(name: string | null | undefined): Icon | null {
  if (!name) return null;
  return MENU_ICONS[iconKey(name)] ?? null;
}

/** CART_ICON (spec §9 default 'basket'). */
const CART_ICONS: Readonly<Record<string, Icon>> = {
  basket: ShoppingBasket,
  'basket-shopping': ShoppingBasket,
  cart: ShoppingCart,
  'cart-shopping': ShoppingCart,
  'shopping-cart': ShoppingCart,
  bag: ShoppingBag,
  'bag-shopping': ShoppingBag,
  'shopping-bag': ShoppingBag,
};

export function cartIcon(value: string | null | undefined): Icon {
  return CART_ICONS[iconKey(value ?? '')] ?? ShoppingBasket;
}

/** MY_ACCOUNT_ICON (spec §9 default 'user'). */
const ACCOUNT_ICONS: Readonly<Record<string, Icon>> = {
  user: User,
  'user-round': UserRound,
  'circle-user': CircleUser,
  'user-circle': CircleUser,
};

export function accountIcon(value: string | null | undefined): Icon {
  return ACCOUNT_ICONS[iconKey(value ?? '')] ?? User;
}

/** BASE_FONTAWESOME_ICON (spec §9 default 'thin') as lucide's stroke width. */
const STROKES: Readonly<Record<string, number>> = { thin: 1, light: 1.5, regular: 2, solid: 2.5 };

export function iconStrokeWidth(value: string | null | undefined): number {
  return STROKES[value?.trim().toLowerCase() ?? ''] ?? STROKES.thin!;
}
