import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, ARCHITECTURE §5). The stored string describes its own
 * parameters (`scrypt$N$r$p$salt$hash`, base64url), so the cost can rise later without breaking old hashes;
 * a hash below the current cost is replaced at the owner's next successful sign-in (`needsRehash`).
 */
/** OWASP's scrypt minimum: N=2^17, r=8, p=1 (128 MiB and about a quarter second per hash). */
export const DEFAULT_COST_LOG2 = 17;
let costN = 2 ** DEFAULT_COST_LOG2;
const BLOCK_SIZE_R = 8;
const PARALLELISM_P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/**
 * The cost of new hashes, from PASSWORD_HASH_COST (config.ts accepts less than the default only under
 * NODE_ENV=test, where hundreds of sign-ups must stay fast). Set once at start, before any hashing.
 */
export function setPasswordHashCost(log2N: number): void {
  costN = 2 ** log2N;
}

/** scrypt needs 128·N·r bytes (128 MiB at N=2^17, r=8) and refuses above maxmem: twice that leaves headroom. */
const maxmemFor = (n: number, r: number) => 128 * n * r * 2;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, { N: costN, r: BLOCK_SIZE_R, p: PARALLELISM_P, maxmem: maxmemFor(costN, BLOCK_SIZE_R) });
  return ['scrypt', costN, BLOCK_SIZE_R, PARALLELISM_P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  // Bounds keep a tampered row from making the server allocate gigabytes.
  if (!n || !r || !p || n > 2 ** 20 || (n & (n - 1)) !== 0 || r > 32 || p > 16 || salt.length < 8 || key.length < 16) return null;
  return { n, r, p, salt, key };
}

/** True when `password` matches `stored`; a malformed or missing hash never matches. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    await dummyVerify(password);
    return false;
  }
  const key = await scrypt(password, parsed.salt, parsed.key.length, { N: parsed.n, r: parsed.r, p: parsed.p, maxmem: maxmemFor(parsed.n, parsed.r) });
  return timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with less work than new hashes get: the caller re-hashes the password it just verified. */
export function needsRehash(stored: string | null): boolean {
  const parsed = stored ? parseHash(stored) : null;
  return parsed !== null && (parsed.n < costN || parsed.r < BLOCK_SIZE_R);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same work as a real verification, for unknown accounts: otherwise a fast "no" would tell
 * an attacker which addresses have accounts.
 */
export async function dummyVerify(password: string): Promise<void> {
  let dummy = dummyHashes.get(costN);
  if (!dummy) dummyHashes.set(costN, (dummy = hashPassword(randomBytes(16).toString('hex'))));
  const parsed = parseHash(await dummy);
  if (!parsed) return;
  await scrypt(password, parsed.salt, parsed.key.length, { N: parsed.n, r: parsed.r, p: parsed.p, maxmem: maxmemFor(parsed.n, parsed.r) });
}
