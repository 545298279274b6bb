import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes), OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when the account does not exist keeps the timing of "no such user" and
// "wrong password" alike, so response times do not reveal which accounts exist.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('no-such-account-placeholder');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
