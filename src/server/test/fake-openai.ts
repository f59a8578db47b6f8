import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
    /** For `/audio/transcriptions` (multipart): the form's fields and the file it carried. */
    transcription?: { fields: Record<string, string>; file: { name: string; type: string; bytes: Buffer } | null };
  };
}

/** The fields and the file of a multipart form (the SDK's transcription upload), read with the platform's own parser. */
async function readForm(raw: Buffer, contentType: string): Promise<NonNullable<ChatRequest['body']['transcription']>> {
  const form = await new Request('http://fake.local/', { method: 'POST', headers: { 'content-type': contentType }, body: raw }).formData();
  const fields: Record<string, string> = {};
  let file: { name: string; type: string; bytes: Buffer } | null = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return { fields, file };
}

/**
 * What the fake answers: a chat completion whose message content is this string (at `/audio/transcriptions`,
 * the transcript `{text}`), an HTTP error, or silence.
 */
export type FakeReply = { content: string } | { status: number } | 'hang';

/**
 * A local stand-in for the OpenAI chat-completions HTTP API: records each request and answers with the
 * replies queued by the test (the last one repeats).
 */
export async function startFakeOpenAi() {
  const requests: ChatRequest[] = [];
  let replies: FakeReply[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const type = String(req.headers['content-type'] ?? '');
      const transcription = (req.url ?? '').endsWith('/audio/transcriptions');
      const body: ChatRequest['body'] = type.startsWith('multipart/form-data')
        ? await readForm(raw, type).then((form) => ({ model: form.fields.model ?? '', messages: [], transcription: form }))
        : (JSON.parse(raw.toString('utf8') || '{}') as ChatRequest['body']);
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      const reply = replies.length > 1 ? replies.shift()! : replies[0];
      if (!reply || reply === 'hang') {
        hanging.add(res);
        return;
      }
      if ('status' in reply) {
        res
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
        return;
      }
      if (transcription) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: reply.content }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: 1_700_000_000,
          model: 'fake-model',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Replies for the next requests, in order; the last one repeats. */
    reply(...next: FakeReply[]) {
      replies = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
