import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { nameFromSpeech } from '../../../contract/name-from-speech.js';
import { PRAYER_NAME_MAX, VOICE_MAX_BYTES, type TAnalyzeVoiceAnswer, type TVoicePronunciation } from '../../../contract/prayer.js';
import { voicePronunciations } from '../../db/schema/index.js';
import type { AudioClip } from '../../platform/ai/provider.js';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/session.js';

const MAX_MB = VOICE_MAX_BYTES / (1024 * 1024);
const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `The recording is larger than ${MAX_MB} MB. Please record just your name, a few seconds.`);
const notAudio = (type: string) =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `Only audio recordings can be saved (WebM, Ogg, MP4, MP3, WAV or FLAC), not ${type ? `"${type.slice(0, 60)}"` : 'this file'}.`,
  );

/** An audio MIME type, without parameters: `audio/webm;codecs=opus` → `audio/webm`; null when not audio. */
export function audioType(raw: string | undefined): string | null {
  const type = (raw ?? '').split(';')[0]!.trim().toLowerCase();
  return /^audio\/[a-z0-9][a-z0-9.+-]{0,60}$/.test(type) ? type : null;
}

/**
 * Whether the bytes start like an audio container a browser records or plays: WebM/Matroska, Ogg, MP4/M4A,
 * MP3 (ID3 or a frame sync), WAV or FLAC. A file merely labelled audio/* (a page, a script) is refused.
 */
export function looksLikeAudio(data: Buffer): boolean {
  if (data.length < 12) return false;
  const ascii = (from: number, to: number) => data.subarray(from, to).toString('latin1');
  if (data.readUInt32BE(0) === 0x1a45dfa3) return true; // EBML: WebM, Matroska
  if (ascii(0, 4) === 'OggS' || ascii(0, 4) === 'fLaC' || ascii(0, 3) === 'ID3') return true;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return true;
  if (ascii(4, 8) === 'ftyp') return true; // MP4, M4A, 3GP
  return data[0] === 0xff && (data[1]! & 0xe0) === 0xe0; // an MPEG audio frame (MP3, AAC in ADTS)
}

/** A recording checked: audio by its type and by its bytes, not empty, at most 1 MB. */
export function checkRecording(contentType: string | undefined, data: Buffer): AudioClip {
  const type = audioType(contentType);
  if (!type) throw notAudio((contentType ?? '').split(';')[0]!.trim());
  if (data.length === 0) throw new AppError('BAD_REQUEST', 'The recording is empty. Please record your name again.');
  if (data.length > VOICE_MAX_BYTES) throw tooLarge();
  if (!looksLikeAudio(data)) throw notAudio(type);
  return { data, contentType: type };
}

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*?);base64,([A-Za-z0-9+/\s]*={0,2})$/;

/** `data:audio/webm;codecs=opus;base64,…` → the recording, checked; a clear 4xx for anything else. */
export function recordingFromDataUrl(dataUrl: string): AudioClip {
  const head = dataUrl.slice(0, 200);
  if (!head.startsWith('data:')) throw new AppError('BAD_REQUEST', 'The audio must be a data URL (data:audio/…;base64,…).');
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new AppError('BAD_REQUEST', 'The audio data URL is not valid: it must be base64 (data:audio/…;base64,…).');
  const [, type = '', , base64 = ''] = match;
  if (!audioType(type)) throw notAudio(type);
  // Checked before decoding, so a huge body isn't decoded only to be refused.
  if (Math.floor((base64.replace(/\s/g, '').length * 3) / 4) > VOICE_MAX_BYTES + 2) throw tooLarge();
  return checkRecording(type, Buffer.from(base64, 'base64'));
}

/**
 * The name said in a recording, heard by the configured provider's speech to text and read like the
 * browser's recognition (`nameFromSpeech`). No provider, or one that fails: `{success:false}` and the
 * person's browser falls back to the typed name. Neither the recording nor what was heard is kept or logged.
 */
export async function analyzeVoice(
  deps: Pick<AppDeps, 'ai'>,
  clip: AudioClip,
  accountName: string,
  log: FastifyBaseLogger,
): Promise<TAnalyzeVoiceAnswer> {
  const none = { success: false, detectedName: null };
  if (!deps.ai?.transcribe) return none;
  let heard: string;
  try {
    heard = await deps.ai.transcribe(clip);
  } catch {
    log.warn('voice analysis: the provider did not answer; the person types their name instead');
    return none;
  }
  const name = nameFromSpeech([heard], accountName);
  if (!name || name.length > PRAYER_NAME_MAX) return none;
  return { success: true, detectedName: name };
}

const toApi = (row: { contentType: string; size: number; createdAt: Date }): TVoicePronunciation => ({
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

/** What the person's saved recording is (not its bytes), or null. */
export async function voicePronunciationOf(deps: Pick<AppDeps, 'db'>, userId: number): Promise<TVoicePronunciation | null> {
  const [row] = await deps.db
    .select({ contentType: voicePronunciations.contentType, size: voicePronunciations.size, createdAt: voicePronunciations.createdAt })
    .from(voicePronunciations)
    .where(eq(voicePronunciations.userId, userId));
  return row ? toApi(row) : null;
}

/** Keeps the person's recording of their name: one per person, the new one replacing the old. */
export async function saveVoicePronunciation(
  deps: Pick<AppDeps, 'db' | 'now' | 'events'>,
  user: SessionUser,
  clip: AudioClip,
): Promise<TVoicePronunciation> {
  const values = { contentType: clip.contentType, size: clip.data.length, audio: clip.data, createdAt: deps.now() };
  const [row] = await deps.db
    .insert(voicePronunciations)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: voicePronunciations.userId, set: values })
    .returning({ contentType: voicePronunciations.contentType, size: voicePronunciations.size, createdAt: voicePronunciations.createdAt });
  deps.events.publish({ userId: user.id, topics: ['prayers'] });
  return toApi(row!);
}

/** The person's own recording, to play back to them. */
export async function readVoicePronunciation(deps: Pick<AppDeps, 'db'>, user: SessionUser): Promise<AudioClip> {
  const [row] = await deps.db
    .select({ contentType: voicePronunciations.contentType, audio: voicePronunciations.audio })
    .from(voicePronunciations)
    .where(eq(voicePronunciations.userId, user.id));
  if (!row) throw notFound('No recording of your name is saved.');
  return { data: row.audio, contentType: row.contentType };
}

export async function deleteVoicePronunciation(deps: Pick<AppDeps, 'db' | 'events'>, user: SessionUser): Promise<void> {
  const gone = await deps.db
    .delete(voicePronunciations)
    .where(eq(voicePronunciations.userId, user.id))
    .returning({ userId: voicePronunciations.userId });
  if (gone.length === 0) throw notFound('There is no saved recording of your name to delete.');
  deps.events.publish({ userId: user.id, topics: ['prayers'] });
}
