import type { z } from 'zod/mini';

/** A request for one JSON answer of a known shape. */
export interface JsonRequest<T> {
  system: string;
  user: string;
  /** A short name for the shape ("interpretation"), sent with its JSON Schema. */
  schemaName: string;
  schema: z.ZodMiniType<T>;
}

/** Any language model behind an adapter; features fall back to their offline composers when it is absent or fails. */
export interface AiProvider {
  /** The model's name, kept with what it wrote. */
  readonly model: string;
  generateJson<T>(request: JsonRequest<T>): Promise<T>;
  /**
   * What was said in a short recording (speech to text), where the provider can hear; absent, nothing is sent.
   * Throws AiError when it can't answer.
   */
  transcribe?(audio: AudioClip): Promise<string>;
}

/** A short recording: its bytes and its type (audio/webm, audio/ogg, …). */
export interface AudioClip {
  data: Buffer;
  contentType: string;
}

/** The model could not give a usable answer (unreachable, timed out, refused, or answered the wrong shape). */
export class AiError extends Error {}
