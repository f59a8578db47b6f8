import { z } from 'zod/mini';

// zod/mini carries no messages of its own: where a schema gives none, the server answers with zod's English ones
// ("Too small: expected string to have >=1 characters"), as the API always has. Imported by app.ts and config.ts.
z.config(z.locales.en());
