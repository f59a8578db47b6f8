import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod/mini';
import { BOOK_BY_OSIS } from '../../../contract/bible-books.js';
import { parseReference } from '../../../contract/bible-reference.js';
import type { TTranslation } from '../../../contract/common.js';
import { ZInterpretation, type TInterpretation, type TRelatedVerse } from '../../../contract/scripture.js';
import { interpretations } from '../../db/schema/index.js';
import { passageOf, type Passage } from '../../domain/bible.js';
import type { AppDeps } from '../../deps.js';
import { verseKeysOf } from '../../domain/naves.js';
import { bookIntros, composeInterpretation } from './composer.js';
import { wellLovedVerses } from '../../domain/scriptures.js';
import { chapterName, chapterSummary, writtenFor } from './written.js';

type Deps = Pick<AppDeps, 'db' | 'ai'>;

const prose = (what: string) =>
  z.string().check(z.trim(), z.minLength(40, `${what} is too short`), z.maxLength(2500, `${what} is too long`));

/** What the model is asked for: prose, and related verses by reference only (their text comes from the Bible data). */
export const ZAiInterpretation = z.object({
  theologicalInsight: prose('theologicalInsight'),
  contextExplanation: prose('contextExplanation'),
  personalApplication: prose('personalApplication'),
  relatedVerses: z
    .array(
      z.object({ reference: z.string().check(z.maxLength(60)), connection: z.string().check(z.trim(), z.minLength(1), z.maxLength(400)) }),
    )
    .check(z.maxLength(6)),
});

const SYSTEM = [
  'You are a warm, careful Bible teacher writing for Christians who read one passage a day.',
  'Write plain, helpful prose: no headings, no lists, no markdown. Do not quote verse text; refer to verses by reference.',
  'theologicalInsight: 3 to 5 sentences on what the passage teaches about God and the life of faith.',
  'contextExplanation: 3 to 5 sentences on the book, its author and first readers, and what surrounds the passage.',
  'personalApplication: 3 to 4 sentences that help a reader live it out today, ending with one reflective question.',
  'relatedVerses: 3 other Bible references (book chapter:verse, at most three verses each) and, for each, one sentence on how it connects.',
].join('\n');

function prompt(passage: Passage): string {
  const intro = bookIntros()[passage.ref.book];
  const book = BOOK_BY_OSIS.get(passage.ref.book)!;
  const summary = chapterSummary(passage.ref.book, passage.ref.chapter);
  const found = writtenFor(passage.ref);
  return [
    `Passage: ${passage.reference} (${passage.translation})`,
    `Text: ${passage.text}`,
    intro ? `About ${book.name}: ${intro.author} ${intro.date} ${intro.audience} ${intro.purpose}` : '',
    summary ? `About ${chapterName(passage.ref.book, passage.ref.chapter)}: ${summary}` : '',
    found ? `A note on ${found.reference}: ${found.written.insight}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Keeps the related verses whose reference parses and exists, not the passage itself, with the text from the Bible data. */
export function resolveRelated(
  passage: Passage,
  related: { reference: string; connection: string }[],
  translation: TTranslation,
): TRelatedVerse[] {
  const own = new Set(verseKeysOf(passage.ref));
  const out: TRelatedVerse[] = [];
  for (const r of related) {
    try {
      const verse = passageOf(parseReference(r.reference), translation);
      if (!verse.text || verse.verses.length > 12 || verseKeysOf(verse.ref).every((k) => own.has(k))) continue;
      if (out.some((o) => o.reference === verse.reference)) continue;
      out.push({ reference: verse.reference, text: verse.text, connection: r.connection });
    } catch {
      // A reference that doesn't parse or doesn't exist is dropped: a verse is never shown without its real text.
    }
  }
  return out;
}

/** Model calls under way, per app (keyed by its database, where their answers are cached), so two apps never share. */
const inFlightByDb = new WeakMap<object, Map<string, Promise<TInterpretation>>>();
function inFlightFor(db: object) {
  let calls = inFlightByDb.get(db);
  if (!calls) inFlightByDb.set(db, (calls = new Map()));
  return calls;
}

async function askModel(deps: Deps & { ai: NonNullable<Deps['ai']> }, passage: Passage): Promise<TInterpretation> {
  const { reference, translation } = passage;
  const [cached] = await deps.db
    .select({ content: interpretations.content })
    .from(interpretations)
    .where(and(eq(interpretations.reference, reference), eq(interpretations.translation, translation)));
  if (cached) {
    const parsed = ZInterpretation.safeParse(cached.content);
    if (parsed.success) return parsed.data;
  }
  const answer = await deps.ai.generateJson({
    system: SYSTEM,
    user: prompt(passage),
    schemaName: 'interpretation',
    schema: ZAiInterpretation,
  });
  const result: TInterpretation = {
    reference,
    translation,
    theologicalInsight: answer.theologicalInsight,
    contextExplanation: answer.contextExplanation,
    personalApplication: answer.personalApplication,
    relatedVerses: resolveRelated(passage, answer.relatedVerses, translation).slice(0, 4),
    source: 'ai',
  };
  await deps.db.insert(interpretations).values({ reference, translation, model: deps.ai.model, content: result }).onConflictDoNothing();
  return result;
}

/**
 * Biblical context for a passage: the model's answer (cached per passage and translation, and one call at a time
 * per passage), or the offline composer's when there is no model or the model fails. Never a 500 for the reader.
 */
export async function interpretPassage(deps: Deps, passage: Passage, log?: FastifyBaseLogger): Promise<TInterpretation> {
  const compose = () => composeInterpretation(passage, passage.translation, wellLovedVerses());
  const { ai } = deps;
  if (!ai) return compose();
  const key = `${passage.reference}|${passage.translation}`;
  const inFlight = inFlightFor(deps.db);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = askModel({ ...deps, ai }, passage).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  try {
    return await pending;
  } catch (err) {
    log?.warn(
      { err: err instanceof Error ? err.message : String(err), reference: passage.reference },
      'AI interpretation failed; the offline composer answered',
    );
    return compose();
  }
}
