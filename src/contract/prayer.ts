import { z } from 'zod/mini';
import { ZId, ZTranslation, ZUserIdQuery } from './common.js';

/** Prayers the assistant writes for one person in one of their days: it bounds what a model provider costs. */
export const PRAYER_DAILY_LIMIT = 10;
export const PRAYER_NAME_MAX = 40;
/** The name a prayer uses when no other is known (§4.4). */
export const FALLBACK_PRAYER_NAME = 'Friend';

/** What a prayer needs first: one journal entry, one mood and one gratitude. */
export const PRAYER_INGREDIENTS = ['journal', 'mood', 'gratitude'] as const;
export type TPrayerIngredient = (typeof PRAYER_INGREDIENTS)[number];

const ZNameText = z
  .string('Please type a name')
  .check(
    z.trim(),
    z.minLength(1, 'Please type a name'),
    z.maxLength(PRAYER_NAME_MAX, `A name can be at most ${PRAYER_NAME_MAX} characters`),
  );

export const ZGeneratePrayer = z.object({
  userId: z.optional(ZId),
  /** The account name as the client knows it; the server uses the account's own record. */
  userName: z.nullish(z.string().check(z.maxLength(200))),
  /** A name just said or typed; first in the order of §4.4. */
  detectedName: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(PRAYER_NAME_MAX, `A name can be at most ${PRAYER_NAME_MAX} characters`))),
    z.transform((v) => (v ? v : null)),
  ),
});
export type TGeneratePrayer = z.input<typeof ZGeneratePrayer>;

export const ZBibleConnection = z.object({
  reference: z.string(),
  text: z.string(),
  translation: ZTranslation,
  /** Why this verse fits today. */
  explanation: z.string(),
});

export const ZPrayer = z.object({
  id: z.number(),
  prayer: z.string(),
  bibleConnection: ZBibleConnection,
  encouragement: z.string(),
  /** The name the prayer speaks to. */
  name: z.string(),
  /** 'offline': written by Lamplight's own prayer composer; 'model': by the configured language model. */
  composedBy: z.enum(['offline', 'model']),
  createdAt: z.string(),
});
export type TPrayer = z.infer<typeof ZPrayer>;

/** The person's saved recording of their name: what it is, not its bytes. */
export const ZVoicePronunciation = z.object({
  contentType: z.string(),
  /** Bytes. */
  size: z.number(),
  createdAt: z.string(),
});
export type TVoicePronunciation = z.infer<typeof ZVoicePronunciation>;

export const ZPrayerReadiness = z.object({
  journal: z.boolean(),
  mood: z.boolean(),
  gratitude: z.boolean(),
  /** What is still missing, in checklist order. */
  missing: z.array(z.enum(PRAYER_INGREDIENTS)),
  /** Prayers written today (the person's day) and how many a day can have. */
  generatedToday: z.number(),
  dailyLimit: z.number(),
  /** The name saved for prayers (said or typed), or null. */
  prayerName: z.nullable(z.string()),
  /** The person's own recording of their name, kept on the server, or null. */
  voicePronunciation: z.nullable(ZVoicePronunciation),
  /** Whether the server can hear a name in a recording (a speech-to-text provider is configured). */
  canTranscribe: z.boolean(),
  /** The prayer-list requests the person turned "Include in my daily prayer" on for, as a prayer names them. */
  included: z.array(z.string()),
});
export type TPrayerReadiness = z.infer<typeof ZPrayerReadiness>;

export const ZSavePrayerName = z.object({ userId: z.optional(ZId), name: ZNameText });
export const ZPrayerNameAnswer = z.object({ prayerName: z.nullable(z.string()) });

export const ZPrayerListQuery = z.extend(ZUserIdQuery, {
  before: z.optional(ZId),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
});

/** Readable names of what is missing, for the 409 and the checklist. */
export const INGREDIENT_LABELS: Record<TPrayerIngredient, string> = {
  journal: 'a journal entry',
  mood: 'a mood',
  gratitude: 'a gratitude',
};

/** "a mood and a gratitude" */
export function listMissing(missing: readonly TPrayerIngredient[]): string {
  const words = missing.map((m) => INGREDIENT_LABELS[m]);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** A recording of a name, decoded: at most 1 MB (a name takes a few seconds; 1 MB is minutes of Opus). */
export const VOICE_MAX_BYTES = 1024 * 1024;
/** The recording a person keeps so their name can be heard as they say it (GET/DELETE …?userId=). */
export const VOICE_PRONUNCIATION_URL = '/api/users/voice-pronunciation';

/** POST /api/analyze-voice: a short recording as a data URL (data:audio/webm;base64,…). */
export const ZAnalyzeVoice = z.object({
  userId: ZId,
  audio: z
    .string('Send the recording as a data URL (data:audio/…;base64,…)')
    .check(z.minLength(1, 'Send the recording as a data URL (data:audio/…;base64,…)')),
});
/** success: a name was heard (detectedName); false when none was, or no provider can listen (the client falls back). */
export const ZAnalyzeVoiceAnswer = z.object({ success: z.boolean(), detectedName: z.nullable(z.string()) });
export type TAnalyzeVoiceAnswer = z.infer<typeof ZAnalyzeVoiceAnswer>;
