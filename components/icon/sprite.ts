import * as award from 'lucide-react/icons/award';
import * as beef from 'lucide-react/icons/beef';
import * as cakeSlice from 'lucide-react/icons/cake-slice';
import * as calendar from 'lucide-react/icons/calendar';
import * as calendarCheck from 'lucide-react/icons/calendar-check';
import * as calendarDays from 'lucide-react/icons/calendar-days';
import * as cheese from 'lucide-react/icons/cheese';
import * as chevronDown from 'lucide-react/icons/chevron-down';
import * as chevronLeft from 'lucide-react/icons/chevron-left';
import * as chevronRight from 'lucide-react/icons/chevron-right';
import * as circleUser from 'lucide-react/icons/circle-user';
import * as drumstick from 'lucide-react/icons/drumstick';
import * as euro from 'lucide-react/icons/euro';
import * as fish from 'lucide-react/icons/fish';
import * as gem from 'lucide-react/icons/gem';
import * as gift from 'lucide-react/icons/gift';
import * as grape from 'lucide-react/icons/grape';
import * as ham from 'lucide-react/icons/ham';
import * as handHeart from 'lucide-react/icons/hand-heart';
import * as house from 'lucide-react/icons/house';
import * as images from 'lucide-react/icons/images';
import * as info from 'lucide-react/icons/info';
import * as mail from 'lucide-react/icons/mail';
import * as mapPin from 'lucide-react/icons/map-pin';
import * as martini from 'lucide-react/icons/martini';
import * as menu from 'lucide-react/icons/menu';
import * as newspaper from 'lucide-react/icons/newspaper';
import * as penTool from 'lucide-react/icons/pen-tool';
import * as phone from 'lucide-react/icons/phone';
import * as scissors from 'lucide-react/icons/scissors';
import * as shoppingBag from 'lucide-react/icons/shopping-bag';
import * as shoppingBasket from 'lucide-react/icons/shopping-basket';
import * as shoppingCart from 'lucide-react/icons/shopping-cart';
import * as shrimp from 'lucide-react/icons/shrimp';
import * as sparkles from 'lucide-react/icons/sparkles';
import * as store from 'lucide-react/icons/store';
import * as user from 'lucide-react/icons/user';
import * as userRound from 'lucide-react/icons/user-round';
import * as utensils from 'lucide-react/icons/utensils';
import * as wine from 'lucide-react/icons/wine';
import * as x from 'lucide-react/icons/x';

/** The drawing of one lucide icon: its name and its SVG children, as `[tag, attributes]`. */
export interface IconData {
  name: string;
  node: readonly (readonly [string, Readonly<Record<string, string | number>>])[];
}

/**
 * The drawing a `lucide-react/icons/<name>` module exports beside its component (`__iconData`, lucide-react ≥ 1).
 * Read here only, so an upgrade that renames the export fails the sprite's test at once, not as blank icons.
 */
export function iconData(iconModule: object): IconData {
  const data = (iconModule as { __iconData?: Partial<IconData> }).__iconData;
  if (typeof data?.name !== 'string' || !Array.isArray(data.node)) {
    throw new Error('lucide-react no longer exports __iconData from lucide-react/icons/<name>: see sprite.ts');
  }
  return data as IconData;
}

/** The same list as icons.ts, as lucide's modules (their drawings only are read: server side, never bundled). */
const ICON_MODULES: readonly object[] = [
  award,
  beef,
  cakeSlice,
  calendar,
  calendarCheck,
  calendarDays,
  cheese,
  chevronDown,
  chevronLeft,
  chevronRight,
  circleUser,
  drumstick,
  euro,
  fish,
  gem,
  gift,
  grape,
  ham,
  handHeart,
  house,
  images,
  info,
  mail,
  mapPin,
  martini,
  menu,
  newspaper,
  penTool,
  phone,
  scissors,
  shoppingBag,
  shoppingBasket,
  shoppingCart,
  shrimp,
  sparkles,
  store,
  user,
  userRound,
  utensils,
  wine,
  x,
];

/**
 * The sprite `/icons.svg` serves (app/icons.svg/route.ts): one `<symbol id="<name>">` per icon, with lucide's look
 * (24 × 24, no fill, `currentColor` stroke, round caps and joins). The stroke width is left to each `<use>`'s svg,
 * which sets it (BASE_FONTAWESOME_ICON), so one sprite serves every weight.
 */
export function iconSprite(modules: readonly object[] = ICON_MODULES): string {
  const symbols = modules.map((iconModule) => {
    const { name, node } = iconData(iconModule);
    const children = node.map(([tag, { key: _key, ...attributes }]) => `<${tag}${attributeList(attributes)}/>`);
    // On each symbol, not on the sprite's root: a `<use>` of another document inherits from its own svg only.
    return `<symbol id="${escapeXml(name)}" viewBox="0 0 24 24"${LOOK}>${children.join('')}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

const LOOK = ' fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

const escapeXml = (value: string | number) =>
  String(value).replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

const attributeList = (attributes: Readonly<Record<string, string | number>>) =>
  Object.entries(attributes)
    .map(([attribute, value]) => ` ${attribute}="${escapeXml(value)}"`)
    .join('');
