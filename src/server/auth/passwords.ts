/** Password hashing with argon2id through Bun.password (docs/api.md "Sessions and CSRF"). */

/** An argon2id hash of `password` (PHC string). */
export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 });
}

/** True when `password` matches `hash`. A malformed hash counts as a mismatch. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await Bun.password.verify(password, hash);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of the same cost to verify against when the user does not exist (login, docs/product.md §8), so the answer time
 * does not reveal which e-mail addresses are registered. Computed once per process.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password-but-same-cost");
  return dummyHash;
}
