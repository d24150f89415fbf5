// Where a shop's customers can collect an order (spec §3 Address, §4 "Delivery type"): import-free, so the cart's
// server page, the checkout's browser query and their tests read one rule.

/** The address type the platform gives the company's pick-up points (GET /admin/address/type). */
export const COLLECT_ADDRESS_TYPE = 'CLICK_AND_COLLECT';

/** A company address a customer can choose for click-and-collect: typed as a pick-up point, with a schedule. */
export function isCollectPoint(address: {
  type: readonly { value: string }[];
  schedules: readonly unknown[];
}): boolean {
  return address.schedules.length > 0 && address.type.some((type) => type.value === COLLECT_ADDRESS_TYPE);
}
