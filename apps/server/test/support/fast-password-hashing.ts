// Setup file of the server test projects (vitest.config.ts): cheaper password hashing in test
// processes only (ADR 031).
//
// better-auth hashes with scrypt at N=16384, r=16 (@better-auth/utils/password): about 100 ms
// of CPU per hash, on purpose. The suite signs people up and in thousands of times (the
// authorization matrix alone makes eight hashes for each of ~90 fresh casts), so on two cores
// the hashes alone took minutes per driver. Here that one parameter set is swapped for
// N=1024, r=1: still scrypt, still salted, every password still checked (a wrong one still
// fails), only the work factor is lower. Servers the tests start as child processes, and the
// browser journeys' server, keep the real cost.
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

const PATCHED = Symbol.for('algoone.test.fastScrypt');
type Scrypt = typeof crypto.scrypt;

const original = crypto.scrypt as Scrypt & { [PATCHED]?: true };
if (!original[PATCHED]) {
  const fast = ((...args: unknown[]) => {
    const options = args[3];
    if (
      typeof options === 'object' &&
      options !== null &&
      (options as crypto.ScryptOptions).N === 16_384 &&
      (options as crypto.ScryptOptions).r === 16
    ) {
      args[3] = { ...options, N: 1_024, r: 1 };
    }
    return (original as (...a: unknown[]) => void)(...args);
  }) as Scrypt & { [PATCHED]?: true };
  fast[PATCHED] = true;
  crypto.scrypt = fast;
  // better-auth imports `scrypt` from 'node:crypto' as an ES module binding: update it too.
  syncBuiltinESMExports();
}
