import { z } from 'zod';

// The page's Content-Security-Policy forbids eval; zod's fast path would probe `new Function` on the first parse
// (and the refusal is reported as a CSP violation). Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });
