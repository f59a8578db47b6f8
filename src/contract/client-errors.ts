import { z } from 'zod/mini';

/** Where a failure in the browser was caught. */
export const CLIENT_ERROR_KINDS = ['render', 'route', 'chunk'] as const;

/**
 * What the web app reports when it fails in someone's browser (POST /api/client-errors): enough to find
 * the fault, and nothing anyone wrote. So never an error's message (it may quote a journal entry), never a
 * full address (share links carry text): the error's type, the screen, and positions in the built scripts.
 */
export const ZClientErrorReport = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, `kind must be one of ${CLIENT_ERROR_KINDS.join(', ')}`),
  /** The error's type ("TypeError", "ChunkLoadError"). */
  name: z
    .string('name is required')
    .check(
      z.maxLength(60, 'name must be at most 60 characters'),
      z.regex(/^[A-Za-z_$][\w$]*$/, 'name must be an error type such as TypeError'),
    ),
  /** The first segment of the screen's path ("/journal"). */
  route: z
    .string('route is required')
    .check(
      z.maxLength(40, 'route must be at most 40 characters'),
      z.regex(/^\/[a-z0-9-]*$/, 'route must be a path segment such as /journal'),
    ),
  /** Positions in the built scripts, innermost first: "index-Bx12.js:1:2345". */
  frames: z
    .array(z.string().check(z.maxLength(120), z.regex(/^[\w.-]+\.m?js:\d+:\d+$/, 'frames must look like index-abc.js:1:234')))
    .check(z.maxLength(10, 'At most 10 frames')),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReport>;
