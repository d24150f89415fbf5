import { notFound } from 'next/navigation';
import { adminSession, type AdminSession } from './session';

/**
 * Every admin page and layout calls this (layouts and pages render in parallel, so a check in the layout alone
 * would not protect a page). proxy.ts has already turned non-admins away with the real 404 page; this second
 * gate only fires if the session ended in between, and Next then answers status 404 (its error document).
 */
export async function requireAdmin(): Promise<AdminSession> {
  const session = await adminSession();
  if (!session) notFound();
  return session;
}
