import { hash, verify } from "@node-rs/argon2";

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of nothing anyone knows: checking it costs what a real check costs. */
const decoyHash = hash("decoy password that matches no account", options);

/**
 * Checks a password against a stored hash, or against a decoy when there is no account,
 * so that an unknown email and a wrong password take the same time.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? (await decoyHash), password);
    return storedHash !== null && ok;
  } catch {
    return false;
  }
}
