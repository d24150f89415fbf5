// The seam between the checkout and a card payment provider (issue 14). The card form (card-payment-form.tsx)
// only talks to a PaymentAdapter: the local test provider's (test-provider.ts) renders our own fields; a real
// provider's adapter loads its script with the site's public key (`GET /custom-{provider}/public-key`), mounts its
// hosted fields (card data never touches our page) and confirms through its SDK, which runs 3-D Secure itself.

/** A card as typed into our own fields (only adapters with `fields: 'own'` receive it). */
export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** What a payment attempt ended with. Refusals are outcomes, not exceptions: the customer tries again. */
export type PaymentOutcome =
  | { status: 'succeeded' }
  /** 3-D Secure asked in-page (adapters whose SDK does not show its own step): answer with completeChallenge. */
  | { status: 'requires_action'; challengeId: string; amountCents: number }
  /** The card or the 3-D Secure step was refused: a French message for the whole form. */
  | { status: 'refused'; message: string }
  /** Per-field French messages (keys of CardInput) from the provider's checks. */
  | { status: 'invalid'; fieldErrors: Partial<Record<keyof CardInput, string>>; message: string }
  /**
   * The order can no longer be paid (issue 14: cancelled when its payment hold ran out): nothing was charged; the
   * French message says so, and the checkout forgets that order (a new click places a new one).
   */
  | { status: 'unpayable'; message: string };

export interface PaymentAdapter {
  /** The provider's name in `GET /custom-{provider}/public-key`. */
  readonly provider: string;
  /** `own`: the form renders card number, expiry and CVC and passes them to confirm; `hosted`: the adapter mounts its own. */
  readonly fields: 'own' | 'hosted';
  /** Loads the provider (its script, its client) with the site's public key. Called once, before anything else. */
  load(publicKey: string): Promise<void>;
  /** `hosted` adapters: puts the provider's fields into `container`; answers the unmount. */
  mount?(container: HTMLElement): () => void;
  /**
   * Pays one order (created by the checkout's idempotent POST /order): opens or reuses its payment on the platform,
   * then charges the card. Rejects only when the provider cannot be reached (a PlatformError): no charge is known.
   */
  confirm(orderId: number, card: CardInput | null): Promise<PaymentOutcome>;
  /** Answers an in-page 3-D Secure step: `approve` false is the customer cancelling it. */
  completeChallenge(challengeId: string, approve: boolean): Promise<PaymentOutcome>;
}
