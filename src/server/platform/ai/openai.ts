import OpenAI, { toFile } from 'openai';
import { z } from 'zod/mini';
import '../zod-locale.js';
import { AiError, type AiProvider, type AudioClip, type JsonRequest } from './provider.js';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The speech-to-text model (`/audio/transcriptions`); without one the provider doesn't transcribe. */
  transcribeModel?: string;
  /** Per attempt; a person is waiting on a dialog. */
  timeoutMs?: number;
  /** Attempts in all: the first and one retry. */
  attempts?: number;
}

/** Keywords strict structured output does not accept; zod checks them on the answer instead. */
const UNSUPPORTED = new Set(['$schema', 'minLength', 'maxLength', 'minItems', 'maxItems', 'pattern', 'format']);

function strictSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictSchema);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => !UNSUPPORTED.has(k))
      .map(([k, v]) => [
        k,
        k === 'properties' && v && typeof v === 'object' ? propertiesOf(v as Record<string, unknown>) : strictSchema(v),
      ]),
  );
}

/** Property names are data, not keywords: a property called "format" stays. */
const propertiesOf = (props: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(props).map(([name, schema]) => [name, strictSchema(schema)]));

/** The file name a transcription endpoint expects for a type: some read the format from the extension. */
const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/x-m4a': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/flac': 'flac',
};

/**
 * The official SDK against any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp).
 * Asks for structured JSON output, validates it with the zod schema, and tries once more on any failure.
 */
export function createOpenAiProvider(opts: OpenAiOptions): AiProvider {
  const client = new OpenAI({ baseURL: opts.baseUrl, apiKey: opts.apiKey, maxRetries: 0, timeout: opts.timeoutMs ?? 20_000 });
  const attempts = opts.attempts ?? 2;

  async function once<T>(request: JsonRequest<T>): Promise<T> {
    const completion = await client.chat.completions.create({
      model: opts.model,
      temperature: 0.4,
      // What a person wrote goes into some prompts: the provider is asked not to keep the exchange.
      store: false,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: request.schemaName,
          strict: true,
          schema: strictSchema(z.toJSONSchema(request.schema)) as Record<string, unknown>,
        },
      },
    });
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new AiError('The model gave an empty answer.');
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      throw new AiError('The model did not answer with JSON.');
    }
    const parsed = request.schema.safeParse(json);
    if (!parsed.success) throw new AiError(`The model's answer has the wrong shape: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return parsed.data;
  }

  /** One attempt at speech to text; the recording and its words pass through and are never kept or logged here. */
  async function transcribeOnce(model: string, audio: AudioClip): Promise<string> {
    const type = audio.contentType.split(';')[0]!.trim().toLowerCase();
    const file = await toFile(audio.data, `name.${EXTENSIONS[type] ?? 'webm'}`, { type });
    const answer = await client.audio.transcriptions.create({ file, model, language: 'en', response_format: 'json' });
    if (typeof answer?.text !== 'string') throw new AiError('The transcription has no text.');
    return answer.text;
  }

  const transcribeModel = opts.transcribeModel;
  return {
    model: opts.model,
    ...(transcribeModel && {
      async transcribe(audio: AudioClip) {
        let last: unknown;
        for (let i = 0; i < attempts; i++) {
          try {
            return await transcribeOnce(transcribeModel, audio);
          } catch (err) {
            last = err;
          }
        }
        if (last instanceof AiError) throw last;
        throw new AiError('The transcription could not be had.');
      },
    }),
    async generateJson(request) {
      let last: unknown;
      for (let i = 0; i < attempts; i++) {
        try {
          return await once(request);
        } catch (err) {
          last = err;
        }
      }
      if (last instanceof AiError) throw last;
      throw new AiError(last instanceof Error ? last.message : 'The model could not be reached.');
    },
  };
}
