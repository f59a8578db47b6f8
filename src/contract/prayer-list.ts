import { z } from 'zod/mini';
import { idOf, optionalText, ZDay, ZUserIdQuery } from './common.js';

export const PRAYER_TITLE_MAX = 120;
export const PRAYER_NOTES_MAX = 2000;
export const PRAYER_ANSWER_MAX = 2000;
/** Requests one person may keep (active, answered and archived together); deleting one frees a place. */
export const PRAYER_REQUESTS_MAX = 300;
/** At most this many opted-in active requests are named in a Prayer Assistant prayer, the newest first. */
export const PRAYER_INCLUDED_MAX = 3;

export const PRAYER_CATEGORIES = ['family', 'friends', 'church', 'world', 'self'] as const;
export const ZPrayerCategory = z.enum(PRAYER_CATEGORIES, `Category must be one of ${PRAYER_CATEGORIES.join(', ')}`);
export type TPrayerCategory = z.infer<typeof ZPrayerCategory>;
export const PRAYER_CATEGORY_LABELS: Record<TPrayerCategory, string> = {
  family: 'Family',
  friends: 'Friends',
  church: 'Church',
  world: 'World',
  self: 'Myself',
};

export const PRAYER_STATUSES = ['active', 'answered', 'archived'] as const;
export const ZPrayerStatus = z.enum(PRAYER_STATUSES, `Status must be one of ${PRAYER_STATUSES.join(', ')}`);
export type TPrayerStatus = z.infer<typeof ZPrayerStatus>;

/** 0 = Sunday … 6 = Saturday, as JavaScript's getDay(). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const ZWeekday = z.number('A weekday must be a number from 0 (Sunday) to 6 (Saturday)').check(z.int(), z.minimum(0), z.maximum(6));

/** Daily, or on chosen weekdays (at least one). */
export const ZPrayerRhythm = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('daily') }),
    z.object({
      type: z.literal('weekdays'),
      days: z.pipe(
        z.array(ZWeekday).check(z.minLength(1, 'Choose at least one day of the week'), z.maxLength(7)),
        z.transform((d) => [...new Set(d)].sort()),
      ),
    }),
  ],
  'Rhythm must be daily or weekdays',
);
export type TPrayerRhythm = z.output<typeof ZPrayerRhythm>;
/** The rhythm as answered (already clean: no transforms in an answer's schema). */
const ZPrayerRhythmAnswer = z.discriminatedUnion('type', [
  z.object({ type: z.literal('daily') }),
  z.object({ type: z.literal('weekdays'), days: z.array(z.number()) }),
]);

const TITLE_EMPTY = 'Please enter who or what you are praying for';

export const ZSavePrayerRequest = z.object({
  userId: z.optional(idOf('userId')),
  title: z
    .string(TITLE_EMPTY)
    .check(
      z.trim(),
      z.minLength(1, TITLE_EMPTY),
      z.maxLength(PRAYER_TITLE_MAX, `A prayer request's name must be at most ${PRAYER_TITLE_MAX} characters`),
    ),
  notes: optionalText(PRAYER_NOTES_MAX, `Notes must be at most ${PRAYER_NOTES_MAX.toLocaleString('en-US')} characters`),
  category: z.pipe(
    z.nullish(ZPrayerCategory),
    z.transform((v) => v ?? null),
  ),
  /** A reference as typed ("Phil 4:6-7"); the server checks it and keeps its canonical form. */
  scripture: optionalText(80, 'That reference is too long.'),
  rhythm: z._default(ZPrayerRhythm, { type: 'daily' }),
});
export type TSavePrayerRequest = z.input<typeof ZSavePrayerRequest>;

export const ZAnswerPrayerRequest = z.object({
  note: optionalText(PRAYER_ANSWER_MAX, `An answer note must be at most ${PRAYER_ANSWER_MAX.toLocaleString('en-US')} characters`),
  /** The day it was answered; the user's today when left out. Never in the future. */
  answeredOn: z.nullish(ZDay),
});
export type TAnswerPrayerRequest = z.input<typeof ZAnswerPrayerRequest>;

export const ZPrayerListQuery = z.extend(ZUserIdQuery, { status: z._default(ZPrayerStatus, 'active') });

export const ZPrayerRequest = z.object({
  id: z.number(),
  userId: z.number(),
  title: z.string(),
  notes: z.nullable(z.string()),
  category: z.nullable(ZPrayerCategory),
  /** The reference and its text in the reader's translation. */
  verse: z.nullable(z.object({ reference: z.string(), text: z.string(), translation: z.string() })),
  rhythm: ZPrayerRhythmAnswer,
  status: ZPrayerStatus,
  answeredOn: z.nullable(z.string()),
  answerNote: z.nullable(z.string()),
  /** Prayed through on the user's local today. */
  prayedToday: z.boolean(),
  prayedDays: z.number(),
  /** The person turned on "Include in my daily prayer": its name may be used by the Prayer Assistant. */
  includeInPrayer: z.boolean(),
  createdAt: z.string(),
});
export type TPrayerRequest = z.infer<typeof ZPrayerRequest>;

/** Today's requests, in the user's zone: what "Pray now" walks through. */
export const ZPrayerToday = z.object({
  day: z.string(),
  weekday: z.number(),
  due: z.array(ZPrayerRequest),
});
export type TPrayerToday = z.infer<typeof ZPrayerToday>;

export const ZPrayedResult = z.object({
  request: ZPrayerRequest,
  /** True when this prayer completed the day's prayer practice (the first of the day). */
  completedPractice: z.boolean(),
});
export type TPrayedResult = z.infer<typeof ZPrayedResult>;

/** "Include in my daily prayer" on one request: off unless the person turns it on. */
export const ZIncludeInPrayer = z.object({
  userId: z.optional(idOf('userId')),
  include: z.boolean('include must be true or false'),
});
export type TIncludeInPrayer = z.input<typeof ZIncludeInPrayer>;
