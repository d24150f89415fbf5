import { checkedInDevelopment } from '@/lib/platform/contract-check';
import { lazyBrowserRequest } from '@/lib/platform/lazy-browser';

/** POST /forms/{id}/submit (spec §7, multipart) through the storefront's proxy; rejects with a PlatformError. */
export async function submitCustomForm(formId: number, body: FormData): Promise<{ id: number }> {
  const raw = await lazyBrowserRequest({ method: 'POST', url: `/forms/${formId}/submit`, data: body });
  return checkedInDevelopment(
    raw,
    () => import('@/lib/platform/schemas/content'),
    (contract) => contract.formSubmitResponseSchema,
  );
}
