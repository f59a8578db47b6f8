import { z } from 'zod';

/** Where a failure in the browser was caught. */
export const CLIENT_ERROR_KINDS = ['render', 'route', 'chunk'] as const;

/**
 * What the web app reports when it fails in someone's browser (POST /api/client-errors): enough to find
 * the fault, and nothing anyone wrote. So never an error's message (it may quote a journal entry), never a
 * full address (share links carry text): the error's type, the screen, and positions in the built scripts.
 */
export const ZClientErrorReport = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, { message: `kind must be one of ${CLIENT_ERROR_KINDS.join(', ')}` }),
  /** The error's type ("TypeError", "ChunkLoadError"). */
  name: z
    .string({ message: 'name is required' })
    .max(60, 'name must be at most 60 characters')
    .regex(/^[A-Za-z_$][\w$]*$/, 'name must be an error type such as TypeError'),
  /** The first segment of the screen's path ("/journal"). */
  route: z
    .string({ message: 'route is required' })
    .max(40, 'route must be at most 40 characters')
    .regex(/^\/[a-z0-9-]*$/, 'route must be a path segment such as /journal'),
  /** Positions in the built scripts, innermost first: "index-Bx12.js:1:2345". */
  frames: z
    .array(
      z
        .string()
        .max(120)
        .regex(/^[\w.-]+\.m?js:\d+:\d+$/, 'frames must look like index-abc.js:1:234'),
    )
    .max(10, 'At most 10 frames'),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReport>;
