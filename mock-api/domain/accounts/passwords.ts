import bcrypt from 'bcryptjs';

export const hashPassword = (password: string, cost: number) => bcrypt.hash(password, cost);

// Compared against when the e-mail is unknown, so that both failures take the same time.
let decoyHash: string | undefined;

/** Checks a password against a stored hash; with no hash (unknown user) it still spends the time of a check. */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
  cost: number,
): Promise<boolean> {
  if (!hash) {
    decoyHash ??= await bcrypt.hash('decoy password of an unknown user', cost);
    await bcrypt.compare(password, decoyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}
