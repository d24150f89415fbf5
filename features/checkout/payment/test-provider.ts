import { lazyBrowserRequest } from '@/lib/platform/lazy-browser';
import { isPlatformError } from '@/lib/platform/errors';
import type { PaymentIntent, PaymentResult } from '@/lib/platform/schemas/shop';
import type { CardInput, PaymentAdapter, PaymentOutcome } from './adapter';

/**
 * The platform's 409 for an order whose payment hold ran out (`data.code` holdExpired: the order was cancelled,
 * nothing charged) as an outcome; null for any other error.
 */
function unpayableOutcome(error: unknown): PaymentOutcome | null {
  if (!isPlatformError(error) || error.status !== 409) return null;
  const code = (error.data as { code?: unknown } | null)?.code;
  return code === 'holdExpired' ? { status: 'unpayable', message: error.message } : null;
}

/**
 * The local test provider (mock-api: POST /payment/intent, /payment/test/confirm, /payment/test/challenge), as card
 * providers' test modes work: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is refused, 4000 0000 0000 3220 asks for
 * 3-D Secure. Calls go through the browser platform client (the storefront's proxy: the session cookie, never a
 * token in the page). Its fields are ours; a real provider's adapter replaces them with its hosted fields.
 */
export function createTestPaymentAdapter(): PaymentAdapter {
  let publicKey: string | null = null;

  /** A refusal (402, or a 400 with per-field errors, or the 409 of an expired hold) becomes an outcome; anything else is thrown. */
  async function outcomeOf(call: () => Promise<PaymentResult>, amountCents: number): Promise<PaymentOutcome> {
    try {
      const result = await call();
      return result.status === 'succeeded'
        ? { status: 'succeeded' }
        : { status: 'requires_action', challengeId: result.challengeId, amountCents };
    } catch (error) {
      const unpayable = unpayableOutcome(error);
      if (unpayable) return unpayable;
      if (isPlatformError(error) && error.kind === 'refused') {
        const fieldErrors = error.fieldErrors;
        if (error.status === 400 && Object.keys(fieldErrors).length > 0)
          return { status: 'invalid', fieldErrors, message: error.message };
        if (error.status === 402) return { status: 'refused', message: error.message };
      }
      throw error;
    }
  }

  let lastAmount = 0;
  return {
    provider: 'test',
    fields: 'own',
    async load(key) {
      publicKey = key;
    },
    async confirm(orderId: number, card: CardInput | null) {
      if (!publicKey) throw new Error('test payment adapter: load() first');
      if (!card) throw new Error('test payment adapter: the card fields are ours');
      let intent: PaymentIntent;
      try {
        intent = await lazyBrowserRequest<PaymentIntent>({ method: 'POST', url: '/payment/intent', data: { orderId } });
      } catch (error) {
        const unpayable = unpayableOutcome(error);
        if (unpayable) return unpayable;
        throw error;
      }
      lastAmount = intent.amount;
      // Paid already (a reload or a retry after a network cut): nothing more to charge.
      if (intent.status === 'succeeded') return { status: 'succeeded' };
      return outcomeOf(
        () =>
          lazyBrowserRequest<PaymentResult>({
            method: 'POST',
            url: '/payment/test/confirm',
            data: { intentId: intent.intentId, ...card },
          }),
        intent.amount,
      );
    },
    completeChallenge(challengeId, approve) {
      return outcomeOf(
        () =>
          lazyBrowserRequest<PaymentResult>({
            method: 'POST',
            url: '/payment/test/challenge',
            data: { challengeId, approve },
          }),
        lastAmount,
      );
    },
  };
}
