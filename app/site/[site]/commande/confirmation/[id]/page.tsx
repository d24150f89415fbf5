import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ScreenMessages } from '@/components/screen-messages';
import { ConfirmationScreenLazy } from '@/features/checkout';
import { isPlatformError, platformRequest } from '@/lib/platform/client';
import { serverPlatform, TOKEN_COOKIE } from '@/lib/platform/server';
import { decodedOrNull } from '@/lib/request-gate';
import { siteIdOf } from '@/lib/route-params';

/** `checkout` for the collection slot's wording (checkout.collect). */
const SCREEN_NAMESPACES = ['confirmation', 'checkout'] as const;

// Not cached: one entry per order id would let anyone fill the cache by typing ids, and the answer depends on who
// asks (the member's cookie). The frame is cheap (the shell's reads are cached).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('confirmation');
  return { title: t('title'), robots: { index: false, follow: false } };
}

interface Props {
  params: Promise<{ site: string; id: string }>;
}

/**
 * Whether the member of this request may see order `id`: GET /order/{id} with their token (the platform answers
 * 404 for another member's order and for one that does not exist). `login` without a token or with one the
 * platform refuses; `unknown` when the platform cannot say (the screen then reads the order itself and offers a
 * retry).
 */
async function orderAccess(siteId: number, id: string): Promise<'owner' | 'missing' | 'login' | 'unknown'> {
  const raw = (await cookies()).get(TOKEN_COOKIE)?.value;
  const token = raw ? decodedOrNull(raw) : null;
  if (!token) return 'login';
  try {
    await platformRequest(serverPlatform(siteId, token), { url: `/order/${id}` });
    return 'owner';
  } catch (error) {
    if (isPlatformError(error) && (error.status === 404 || error.status === 400)) return 'missing';
    if (isPlatformError(error) && (error.status === 401 || error.status === 403)) return 'login';
    return 'unknown';
  }
}

/**
 * /commande/confirmation/<id> (issue 14 §1 "Confirmation"): the order is checked on the server first, so an order
 * that is not the member's or does not exist is an HTTP 404 (not a 200 with a "not found" text), and a visitor who
 * is not logged in is sent to /auth and back; the screen then shows the order (GET /order/{id} in the browser).
 */
export default async function Page({ params }: Props) {
  const [{ id }, siteId] = await Promise.all([params, siteIdOf(params)]);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const access = await orderAccess(siteId, id);
  if (access === 'missing') notFound();
  if (access === 'login') redirect(`/auth?redirect=${encodeURIComponent(`/commande/confirmation/${id}`)}`);
  const t = await getTranslations('confirmation');
  return (
    <article className="page visitor-screen">
      <h1>{t('title')}</h1>
      <ScreenMessages namespaces={SCREEN_NAMESPACES}>
        <ConfirmationScreenLazy orderId={Number(id)} />
      </ScreenMessages>
    </article>
  );
}
