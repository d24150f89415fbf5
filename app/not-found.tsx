import { ErrorScreen } from '@/components/error-screen';

/** Spec §2/§8: a missing page shows "This page could not be found" with status 404, in the server HTML. */
export default function NotFound() {
  return <ErrorScreen status={404} />;
}
