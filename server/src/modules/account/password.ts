/**
 * Password hashing with node:crypto scrypt. Stored format: `scrypt$N$r$p$salt$hash` (salt and hash in
 * base64url), so the cost can be raised later while old hashes still verify with their own parameters;
 * `needsRehash` tells the login to store a hash of the current cost once it knows the password.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's recommendation for scrypt (N=2^17, r=8, p=1): 128 MiB and about 300 ms per hash on a server core. */
export const PASSWORD_COST: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
const KEY_LENGTH = 64;
/** The most a stored hash may ask for (a row edited by hand must not make a login allocate gigabytes). */
const MAX_COST: Readonly<ScryptCost> = { N: 2 ** 20, r: 32, p: 16 };

let cost: Readonly<ScryptCost> = PASSWORD_COST;

/**
 * Tests only: hash with a cheaper cost so suites that register many users stay fast (the cost itself is
 * tested at PASSWORD_COST). Called explicitly by test code; nothing in the server calls it. No argument
 * restores PASSWORD_COST.
 */
export function setPasswordCostForTests(next: ScryptCost = PASSWORD_COST): void {
  cost = Object.freeze({ ...next });
}

/** The memory limit scrypt needs for a cost: OpenSSL counts 128·r·(N + 2) for V plus 128·r·p for B. */
const maxmem = (c: ScryptCost) => 128 * c.r * (c.N + c.p + 2);

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  // Async variant: runs on the libuv pool, so hashing never blocks other requests.
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const c = cost;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...c, maxmem: maxmem(c) });
  return ['scrypt', c.N, c.r, c.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The cost of a stored hash; undefined when it is not a well-formed scrypt hash within MAX_COST. */
function storedCost(stored: string): (ScryptCost & { salt: string; hash: string }) | undefined {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  const c = { N: Number(n), r: Number(r), p: Number(p) };
  if (![c.N, c.r, c.p].every((v) => Number.isInteger(v) && v > 0)) return undefined;
  if (c.N > MAX_COST.N || c.r > MAX_COST.r || c.p > MAX_COST.p) return undefined;
  return { ...c, salt, hash };
}

/** False for a wrong password and for a malformed or missing hash (never throws on bad input). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? storedCost(stored) : undefined;
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64url');
  try {
    const actual = await scrypt(password, Buffer.from(parsed.salt, 'base64url'), expected.length, {
      N: parsed.N,
      r: parsed.r,
      p: parsed.p,
      maxmem: maxmem(parsed),
    });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

let decoy: { cost: Readonly<ScryptCost>; hash: Promise<string> } | undefined;

/**
 * A hash of the current cost that no password matches, made once: a login that cannot succeed (unknown
 * phone, no password) checks against it to spend the same time as a real check.
 */
export function decoyHash(): Promise<string> {
  if (decoy?.cost !== cost) decoy = { cost, hash: hashPassword(randomBytes(24).toString('base64url')) };
  return decoy.hash;
}

/** Whether a stored hash is cheaper than the current cost in any parameter (so it should be made again). */
export function needsRehash(stored: string): boolean {
  const parsed = storedCost(stored);
  return parsed !== undefined && (parsed.N < cost.N || parsed.r < cost.r || parsed.p < cost.p);
}
