import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** A member of this site by e-mail (case-insensitive); another site's member is nobody here. */
export async function findUserByEmail(db: DbOrTx, siteId: number, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row;
}

export async function findUser(db: DbOrTx, siteId: number, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, id)));
  return row;
}

export const sessionUser = (user: Pick<UserRow, 'id' | 'email' | 'role'>) => ({
  id: user.id,
  email: user.email,
  role: user.role,
});

export const toProfile = (user: UserRow) => ({
  id: user.id,
  email: user.email,
  phone: user.phone,
  firstname: user.firstname,
  lastname: user.lastname,
  birthdate: user.birthdate,
  role: user.role,
  newsletter: user.newsletter,
});
