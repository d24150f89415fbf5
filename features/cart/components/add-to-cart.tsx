'use client';

import type { ApiDeclination } from '@/lib/platform/schemas/catalogue';

/**
 * The contract between the product sheet (features/products) and the cart: the sheet picks the declination,
 * this component owns the quantity selector, the spec §5 checks, the call and the feedback.
 * TEMPORARY BODY: replaced by the cart feature's implementation in this same issue (4); it must not land as is.
 */
export interface AddToCartProps {
  product: {
    /** Site product id. */
    id: number;
    name: string;
    type: 'WINE' | 'BOX' | 'OTHER';
    /** Spec §5: the quantity must be a multiple of it. */
    multipleOf: number;
  };
  /** The chosen declination; null when the chosen combination does not exist (the button is then disabled). */
  declination: ApiDeclination | null;
  /** Disables the control (e.g. while the sheet is switching declinations). */
  disabled?: boolean;
}

export function AddToCart({ declination, disabled }: AddToCartProps) {
  return (
    <button type="button" disabled={disabled || !declination}>
      …
    </button>
  );
}
