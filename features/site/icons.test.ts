import { describe, expect, it } from 'vitest';
import {
  CircleUser,
  House,
  ShoppingBag,
  ShoppingBasket,
  ShoppingCart,
  Sparkles,
  User,
  UserRound,
} from '@/components/icon';
import { accountIcon, cartIcon, iconStrokeWidth, menuIcon } from './icons';

describe('CART_ICON → lucide icon', () => {
  it.each([
    ['basket', ShoppingBasket],
    ['cart', ShoppingCart],
    ['bag', ShoppingBag],
    ['fa-solid fa-cart-shopping', ShoppingCart],
    ['BAG-SHOPPING', ShoppingBag],
  ])('%s', (value, icon) => expect(cartIcon(value)).toBe(icon));
  it('defaults to the basket (spec §9)', () => {
    expect(cartIcon(null)).toBe(ShoppingBasket);
    expect(cartIcon('rocket')).toBe(ShoppingBasket);
  });
});

describe('MY_ACCOUNT_ICON → lucide icon', () => {
  it('maps user, user-round and circle-user, defaulting to user (spec §9)', () => {
    expect(accountIcon('user')).toBe(User);
    expect(accountIcon('user-round')).toBe(UserRound);
    expect(accountIcon('circle-user')).toBe(CircleUser);
    expect(accountIcon(undefined)).toBe(User);
    expect(accountIcon('dragon')).toBe(User);
  });
});

describe('BASE_FONTAWESOME_ICON → stroke width', () => {
  it.each([
    ['thin', 1],
    ['light', 1.5],
    ['regular', 2],
    ['solid', 2.5],
    ['SOLID', 2.5],
    [null, 1],
    ['duotone', 1],
  ])('%s → %s', (value, width) => expect(iconStrokeWidth(value)).toBe(width));
});

describe('page menu icons', () => {
  it('map the platform’s Font Awesome names, with or without prefixes', () => {
    expect(menuIcon('house')).toBe(House);
    expect(menuIcon('fa-solid fa-house')).toBe(House);
    expect(menuIcon('spa')).toBe(Sparkles);
  });
  it('show nothing for an unknown or missing name', () => {
    expect(menuIcon('unicorn')).toBeNull();
    expect(menuIcon(null)).toBeNull();
    expect(menuIcon('')).toBeNull();
  });
  it('cover every icon of the sample page trees', () => {
    for (const name of [
      'bag-shopping',
      'calendar-check',
      'calendar-days',
      'envelope',
      'euro-sign',
      'hand-holding-heart',
      'house',
      'images',
      'newspaper',
      'pen-nib',
      'person',
      'person-dress',
      'ring',
      'spa',
    ]) {
      expect(menuIcon(name), name).not.toBeNull();
    }
  });
});
