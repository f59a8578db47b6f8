import OpenAI from 'openai';
import { z } from 'zod';
import { AiError, type AiProvider, type JsonRequest } from './provider.js';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
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

  return {
    model: opts.model,
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
