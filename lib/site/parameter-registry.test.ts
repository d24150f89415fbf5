import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARAMETER_CATALOGUE, SALON_PARAMETERS, WINE_PARAMETERS } from '@/mock-api/seed/site-parameters';
import { PARAMETERS_DOC, renderParametersDoc } from '@/scripts/parameters-doc';
import { cssVariableOf, PARAMETER_REGISTRY } from './parameter-registry';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The keys spec §3 and §9 name (the spec is not in this repository: copied here; its unnamed ones — "an
 * intra-community VAT number", "a see-cart-on-hover flag", "a parameter hiding the platform's logo", the meta
 * descriptions, the social URLs, the trackers — are the seeds' names, checked below through the catalogue).
 */
const SPEC_KEYS = [
  // §3 Colours
  'ACTIVE_FONT_COLOR', 'ACTIVE_MENU_COLOR', 'BACKGROUND_COLOR', 'BACKGROUND_FOOTER_COLOR', 'BACKGROUND_HEADER_COLOR',
  'BACKGROUND_MENU_COLOR', 'BACKGROUND_MOBILE_MENU_COLOR', 'FONT_COLOR', 'FONT_FOOTER_COLOR', 'FONT_HEADER_COLOR',
  'FONT_MOBILE_MENU_COLOR', 'FONT_BACKGROUND_COLOR', 'HEADING_COLOR', 'MENU_COLOR_ON_TOP',
  // §3 Logo and menu
  'LOGO_POSITION', 'LOGO_WIDTH', 'LOGO_WIDTH_FOOTER', 'LOGO_WIDTH_MOBILE', 'LOGO_HEIGHT', 'LOGO_HEIGHT_FOOTER',
  'LOGO_HEIGHT_MOBILE', 'LOGO_MARGIN_TOP', 'LOGO_MARGIN_BOTTOM', 'COMPUTER_MENU_HEIGHT', 'MENU_ALIGNMENT',
  'MENU_ACTIVE_TYPE', 'MENU_HOVER_TRANSITION', 'MENU_ICON', 'MENU_ICON_SIZE', 'MOBILE_MENU_POSITION', 'IS_MENU_FIXED',
  'MENU_TOP_PADDING', 'MENU_BOTTOM_PADDING', 'SUBMENU_ALIGNMENT', 'SUBMENU_WIDTH', 'SUBMENU_DROPSHADOW',
  'CENTER_SUBMENU', 'INVERSE_ABSOLUTE_MENU_COLOR', 'LANG_MENU_STYLE', 'TOP_MENU_INFO_BAR', 'DARK_THEME',
  // §3 Company identity, opening hours, legal texts
  'COMPANY_NAME', 'COMPANY_EMAIL', 'COMPANY_PHONE', 'COMPANY_MOBILE', 'COMPANY_FAX', 'COMPANY_ADDRESS',
  'COMPANY_DESCRIPTION', 'LEGAL_COMPANY_NAME', 'LEGAL_AGENT', 'CORPORATE_FORM', 'SHARE_CAPITAL', 'RCS_NUMBER',
  'RM_NUMBER', 'SIRET_NUMBER', 'HEAD_OFFICE', 'MONDAY_HOURS', 'TUESDAY_HOURS', 'WEDNESDAY_HOURS', 'THURSDAY_HOURS',
  'FRIDAY_HOURS', 'SATURDAY_HOURS', 'SUNDAY_HOURS', 'COOKIE_POLICY', 'LEGAL_NOTICE', 'PRIVACY_POLICY', 'USE_TERMS',
  'SALE_TERMS',
  // §3 Shop, wine, click and collect, registration, mail
  'HIDE_PRODUCT_PRICES', 'PRODUCT_HIDE_PERCENTAGE_DISCOUNT', 'HIDE_PRODUCT_ICON', 'HIDE_ECOMMERCE_LABEL',
  'IN_STOCK_LABEL', 'NOT_IN_STOCK_LABEL', 'STOCK_LIMIT_DISPLAY', 'PRODUCT_DISPLAY', 'PRODUCT_ORDER',
  'PRODUCT_ASPECT_RATIO', 'PRODUCT_PAGE_STYLE', 'FEATURES_PRODUCT_STYLE', 'SERVICE_PAGE_STYLE',
  'SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET', 'CART_ICON', 'MY_ACCOUNT_ICON', 'PAYMENT_METHOD',
  'BALANCE_PAYMENT_CONDITIONS', 'SHIPPING_MESSAGE', 'LOCK_DELIVERY', 'ONLY_SELL_IN_FRANCE', 'DETAIL_PAGE_MARGIN_TOP',
  'BOTTLE_MULTIPLE', 'MINIMUM_EXPEDITION_BOTTLE', 'MAXIMUM_EXPEDITION_BOTTLE', 'FREE_SHIPPING_BOTTLE',
  'FREE_SHIPPING_PRICE', 'HOW_TO_DISPLAY_GRAPE_VARIETY', 'WHERE_TO_DISPLAY_GRAPE_VARIETY',
  'SWITCH_WINE_NAME_AND_APPELLATION', 'DISPLAY_ALCOHOL_SELLING_MESSAGE', 'DISPLAY_ETHYLOTEST_MESSAGE',
  'CLICK_AND_COLLECT_HOURS', 'ORDER_REVIEW_DELAY', 'BLOCK_MINORS_FROM_REGISTERING', 'ASK_BIRTHDATE_AT_REGISTER',
  'ALLOW_ONLY_MOBILE_PHONE', 'SEND_MAIL_AS_NAME', 'SEND_MAIL_AS_MAIL', 'ENABLE_NEWSLETTER',
  // §3 Content and misc
  'IS_BLOG_ACTIVATED', 'SHOW_PROMOTE_NEWS', 'SHOW_PROMOTE_MESSAGE', 'PROMOTED_NEWS_STYLE', 'SHOW_SEARCHBAR',
  'DISPLAY_ADDRESS_IN_TOPBAR', 'DISPLAY_SECONDARY_ADDRESSES', 'DISPLAY_SOCIAL_ICON_IN_MENU', 'HIDE_HOMEPAGE_IN_MENU',
  'HIDE_CONTACT_PAGE', 'CONTACT_ADDITIONAL_INFOS', 'PINTEREST_URL', 'TELEGRAM_AT', 'DISCORD_SERVER',
  'GITHUB_REPOSITORY', 'CREATED_BY_MESSAGE', 'CREATED_BY_BACKLINK_URL', 'IS_INDEPENDENT', 'SCROLL_TO_TOP_BEHAVIOR',
  'REPEAT_ANIMATION', 'LOCK_TEXT_SELECTION', 'LOCK_RIGHT_CLICK', 'BASE_FONTAWESOME_ICON', 'GLOBAL_CSS',
  'SCRIPT_TO_LOAD', 'AFTER_BODY_HTML_TO_LOAD',
  // §3 sample site ("menu type RELATIVE"), §9 table (primary and accent colours)
  'MENU_TYPE', 'PRIMARY_COLOR', 'ACCENT_COLOR',
]; // prettier-ignore

const registered = new Map(PARAMETER_REGISTRY.map((entry) => [entry.key, entry]));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the parameter registry (issue 16): every key, its reader and its test, or a reason', () => {
  it('holds each key once', () => {
    expect(registered.size).toBe(PARAMETER_REGISTRY.length);
  });

  it('holds every key spec §3/§9 names', () => {
    expect(SPEC_KEYS.filter((key) => !registered.has(key))).toEqual([]);
  });

  it('holds every key of the seeds, with the catalogue’s kind, and nothing else', () => {
    const seeded = new Set([
      ...PARAMETER_CATALOGUE.map(([type]) => type),
      ...Object.keys(SALON_PARAMETERS),
      ...Object.keys(WINE_PARAMETERS),
    ]);
    expect([...seeded].filter((key) => !registered.has(key))).toEqual([]);
    expect([...registered.keys()].filter((key) => !seeded.has(key))).toEqual([]);
    for (const [type, kind] of PARAMETER_CATALOGUE)
      expect({ type, kind }).toEqual({ type, kind: registered.get(type)!.kind });
  });

  it('gives every entry a reader or a reason, never both, and says what it does', () => {
    const bad = PARAMETER_REGISTRY.filter((entry) =>
      entry.reason === undefined
        ? entry.readers.length === 0 || !entry.behaviour.trim()
        : entry.readers.length > 0 || !entry.reason.trim(),
    ).map((entry) => entry.key);
    expect(bad).toEqual([]);
  });

  it('names readers that exist and name the key (or its CSS variable)', () => {
    const bad: string[] = [];
    for (const entry of PARAMETER_REGISTRY) {
      for (const file of entry.readers) {
        const text = existsSync(path.join(root, file)) ? read(file) : null;
        const variable = cssVariableOf(entry.key);
        const names =
          text != null &&
          (new RegExp(`\\b${entry.key}\\b`).test(text) ||
            (variable != null && text.includes(`${variable},`)) ||
            (variable != null && text.includes(`${variable})`)));
        if (!names) bad.push(`${entry.key} → ${file}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('reads nowhere a key it says has no effect (a reader would make the reason a lie)', () => {
    const unread = PARAMETER_REGISTRY.filter((entry) => entry.reason !== undefined).map((entry) => entry.key);
    const sources = ['app', 'components', 'features', 'lib', 'server', 'mock-api/domain', 'mock-api/routes']
      .flatMap((dir) =>
        readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
      )
      .concat('proxy.ts')
      .filter(
        (file) => /\.tsx?$|\.mts$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('parameter-registry.ts'),
      );
    const found = sources.flatMap((file) =>
      unread.filter((key) => new RegExp(`\\b${key}\\b`).test(read(file))).map((key) => `${key} → ${file}`),
    );
    expect(sources.length).toBeGreaterThan(300);
    expect(found).toEqual([]);
  });

  it('names tests that exist', () => {
    const missing = PARAMETER_REGISTRY.flatMap((entry) =>
      entry.tests.filter((file) => !existsSync(path.join(root, file))).map((file) => `${entry.key} → ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('is what docs/PARAMETERS.md says (run `npm run docs:parameters` after a change)', () => {
    expect(existsSync(PARAMETERS_DOC)).toBe(true);
    expect(readFileSync(PARAMETERS_DOC, 'utf8')).toBe(renderParametersDoc());
  });
});
