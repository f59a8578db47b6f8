import { z } from 'zod/mini';

// The page's Content-Security-Policy forbids eval; zod's fast path would probe `new Function` on the first parse
// (and the refusal is reported as a CSP violation). Imported first by main.tsx, before any schema parses.
// zod/mini, not zod: the classic API can't be tree-shaken and would double the `schemas` chunk. No locale is loaded
// either: every rule a form can break has its own sentence (zod-config.test.ts), so none is ever shown zod's.
z.config({ jitless: true });
