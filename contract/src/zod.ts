import { z } from 'zod';

// In browsers our CSP has no 'unsafe-eval': zod's JIT would probe `new Function` when an object schema is
// built, and Chrome reports even the caught attempt as a CSP violation. Every schema of the contract takes
// `z` from here, so the setting is made before the first one is built, whichever page loads it first; the
// server keeps the faster JIT.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
