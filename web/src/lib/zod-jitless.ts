import { config } from 'zod';

// Our Content-Security-Policy has no 'unsafe-eval': zod's JIT would probe `new Function` when a schema is
// built, and Chrome reports even the caught attempt as a violation. Imported first by the entry, so it is
// set before any chunk builds a schema.
config({ jitless: true });
