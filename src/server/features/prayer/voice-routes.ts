import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { idNumber, ZMessage, ZUserIdQuery } from '../../../contract/common.js';
import {
  VOICE_MAX_BYTES,
  VOICE_PRONUNCIATION_URL,
  ZAnalyzeVoice,
  ZAnalyzeVoiceAnswer,
  ZVoicePronunciation,
} from '../../../contract/prayer.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { requirePremium } from '../../domain/premium.js';
import { userRouteLimit } from '../../platform/rate-limits.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import {
  analyzeVoice,
  checkRecording,
  deleteVoicePronunciation,
  readVoicePronunciation,
  recordingFromDataUrl,
  saveVoicePronunciation,
} from './voice.js';

const AUDIO_RESPONSE = { description: "The person's own recording of their name", content: { 'audio/*': { schema: z.string() } } };
/** A data URL of 1 MB of audio is about 1.4 MB of base64; past this the body itself is refused (413). */
const ANALYZE_BODY_LIMIT = 2 * 1024 * 1024;
const MULTIPART_HINT = 'Send the recording as multipart/form-data with a userId field and an audio file.';

/** The upload's parts read in full (one file of at most 1 MB, a few small fields), or a clear 4xx. */
async function readUpload(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { type: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { type: part.mimetype, data: await part.toBuffer() };
      else fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', 'The recording is larger than 1 MB. Please record just your name, a few seconds.');
    if (code === 'FST_FILES_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', 'Send one recording at a time.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', 'The upload has too many parts.');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA_TYPE', MULTIPART_HINT);
    throw badRequest(`The upload could not be read. ${MULTIPART_HINT}`);
  }
  return { fields, file };
}

/** Name by voice (§4.4, §9): hearing a name in a recording, and keeping the person's own recording of it. */
export const voiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Only here: the one upload this server takes. A field can't be long; the file is bounded to 1 MB.
  await app.register(fastifyMultipart, {
    limits: { fileSize: VOICE_MAX_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 20 },
  });

  app.post(
    '/api/analyze-voice',
    {
      bodyLimit: ANALYZE_BODY_LIMIT,
      config: { rateLimit: userRouteLimit(deps.rateLimits.voiceAnalysis) },
      schema: { body: ZAnalyzeVoice, response: { 200: ZAnalyzeVoiceAnswer } },
    },
    async (request) => {
      const user = requireSelf(request, request.body.userId);
      // A provider's transcription is paid for: part of the premium Prayer Assistant, like the prayer itself (402).
      await requirePremium(deps, user.id);
      return analyzeVoice(deps, recordingFromDataUrl(request.body.audio), user.name, request.log);
    },
  );

  app.post(
    VOICE_PRONUNCIATION_URL,
    {
      config: { rateLimit: userRouteLimit(deps.rateLimits.voiceUpload) },
      schema: {
        consumes: ['multipart/form-data'],
        response: { 200: ZVoicePronunciation },
      },
    },
    async (request) => {
      requireUser(request);
      const { fields, file } = await readUpload(request);
      if (fields.userId === undefined) throw badRequest(`userId is required. ${MULTIPART_HINT}`);
      const userId = idNumber('userId').safeParse(Number(fields.userId));
      if (!userId.success) throw badRequest(userId.error.issues[0]?.message ?? 'userId must be a number');
      const user = requireSelf(request, userId.data);
      // Recording one's name serves only the premium prayer: premium like it (402, decision 139). Hearing and deleting
      // a recording already kept stay open: it is the person's own data, whatever their plan.
      await requirePremium(deps, user.id);
      if (!file) throw badRequest(`Attach the recording as a file. ${MULTIPART_HINT}`);
      return saveVoicePronunciation(deps, user, checkRecording(file.type, file.data));
    },
  );

  app.get(VOICE_PRONUNCIATION_URL, { schema: { querystring: ZUserIdQuery, response: { 200: AUDIO_RESPONSE } } }, async (request, reply) => {
    const clip = await readVoicePronunciation(deps, requireSelf(request, request.query.userId));
    // One person's recording: never kept by a browser or a cache in between, never served to another session.
    // Bytes, sent as they are (the route's schema describes them for the API docs).
    return (reply as FastifyReply)
      .header('cache-control', 'private, no-store')
      .header('vary', 'cookie')
      .header('content-disposition', 'inline')
      .type(clip.contentType)
      .send(clip.data);
  });

  app.delete(VOICE_PRONUNCIATION_URL, { schema: { querystring: ZUserIdQuery, response: { 200: ZMessage } } }, async (request) => {
    await deleteVoicePronunciation(deps, requireSelf(request, request.query.userId));
    return { message: 'Your recording was deleted.' };
  });
};
