import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// A hash no password matches, made once: work done for addresses without an account costs what the
// real check costs, so response times do not tell which addresses exist.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('no account has this password'));

/** One argon2 verification that always fails: the time a real check of `input` takes. */
export async function verifyAgainstNothing(input: string): Promise<false> {
  await verifyPassword(await dummy(), input);
  return false;
}
