import { z } from 'zod/mini';
import type { TTranslation } from '../../../contract/common.js';
import { moodLabel } from '../../../contract/moods.js';
import type { AiProvider } from '../../platform/ai/provider.js';
import { lookupPassage } from '../../domain/bible.js';
import type { ComposedPrayer, PrayerSources } from './composer.js';

const prose = (what: string, min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min, `${what} is too short`), z.maxLength(max, `${what} is too long`));

/** What the model is asked for: prose, and a verse by reference only (its text always comes from the Bible data). */
export const ZAiPrayer = z.object({
  prayer: prose('prayer', 200, 3000),
  encouragement: prose('encouragement', 40, 800),
  verseReference: z.string().check(z.maxLength(60)),
  verseExplanation: prose('verseExplanation', 40, 800),
});

const SYSTEM = [
  'You write short, warm, personal Christian prayers in plain language for one person.',
  'prayer: 4 or 5 short paragraphs separated by a blank line, addressed to God, that say the person’s name,',
  'speak to their current mood, pray into what their journal entry is about without repeating it word for word,',
  'give thanks for what they are grateful for, and close with Amen. No headings, lists or markdown.',
  'verseReference: one Bible reference (book chapter:verse, at most four verses) that fits the mood and the journal.',
  'Do not quote the verse. verseExplanation: two sentences on why this verse fits today, speaking to the person.',
  'encouragement: two or three sentences of encouragement that use their name and suggest one small step for today.',
  'If prayer-list requests are given, the person asked for them to be prayed for: name each one warmly in the prayer,',
  'in a short paragraph of its own before the close, without adding details the person did not give.',
].join('\n');

const MAX_JOURNAL_CHARS = 2000;

function prompt(name: string, s: PrayerSources): string {
  return [
    `Name: ${name}`,
    `Current mood: ${moodLabel(s.mood.mood)}`,
    `Latest journal entry, titled "${s.journal.title}":`,
    s.journal.content.slice(0, MAX_JOURNAL_CHARS),
    `Most recent gratitude: ${s.gratitude.text}`,
    ...(s.requests?.length ? ['Prayer-list requests to include:', ...s.requests.map((r) => `- ${r.title}`)] : []),
  ].join('\n');
}

/**
 * The prayer from the configured model, checked: the answer's shape by zod (in the adapter), the person's
 * name must be in the prayer, and the verse must exist in the shipped Bible, its text read from there;
 * a reference that doesn't exist is replaced by the composer's verse. Throws when the answer can't be used.
 */
export async function askModelForPrayer(
  ai: AiProvider,
  input: { name: string; sources: PrayerSources; translation: TTranslation; composed: ComposedPrayer },
): Promise<ComposedPrayer> {
  const answer = await ai.generateJson({
    system: SYSTEM,
    user: prompt(input.name, input.sources),
    schemaName: 'prayer',
    schema: ZAiPrayer,
  });
  if (!answer.prayer.toLowerCase().includes(input.name.toLowerCase())) throw new Error('The prayer does not use the name.');
  let bibleConnection = input.composed.bibleConnection;
  try {
    const passage = lookupPassage(answer.verseReference, input.translation);
    if (passage.text && passage.verses.length <= 6) {
      bibleConnection = {
        reference: passage.reference,
        text: passage.text,
        translation: input.translation,
        explanation: answer.verseExplanation,
      };
    }
  } catch {
    // A made-up or malformed reference: the composer's verse (and its reason) stands in; no verse without its real text.
  }
  return { prayer: answer.prayer, encouragement: answer.encouragement, bibleConnection };
}
