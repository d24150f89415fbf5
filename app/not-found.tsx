import { ErrorScreen } from '@/components/error-screen';

/**
 * Paths outside every site's internal route (proxy.ts sends all visitor paths there, so this is rare):
 * the same French 404 screen, without a shell because no site is known here.
 */
export default function NotFound() {
  return (
    <main id="contenu">
      <ErrorScreen status={404} />
    </main>
  );
}
