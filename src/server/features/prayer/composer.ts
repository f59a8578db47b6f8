import type { TTranslation } from '../../../contract/common.js';
import { moodGroupOf, moodLabel, type MoodGroup } from '../../../contract/moods.js';
import { lookupPassage } from '../../domain/bible.js';
import * as P from './pools.js';
import { themeOf, VERSES_BY_MOOD_GROUP, type JournalTheme, type PrayerVerse } from './verses.js';

/** What a prayer is built from: exactly what the Privacy page says is used, and the name it speaks to. */
export interface PrayerSources {
  journal: { title: string; content: string };
  mood: { mood: string };
  gratitude: { text: string };
  /** Prayer-list requests the person chose to include (their names only, newest first, at most a few). */
  requests?: { title: string }[];
}

export interface ComposedPrayer {
  prayer: string;
  bibleConnection: { reference: string; text: string; translation: TTranslation; explanation: string };
  encouragement: string;
}

export interface ComposeInput {
  name: string;
  sources: PrayerSources;
  translation: TTranslation;
  /** How many prayers this person has had written before: the counter the pools are walked by. */
  sequence: number;
  /** A per-person offset, so two people starting the same day don't read the same words. */
  seed: number;
}

/** Slot indices for a counter value, like the digits of a number in mixed radix: unique over the product of the sizes. */
export function slots(counter: number, sizes: number[]): number[] {
  let rest = Math.max(0, Math.floor(counter));
  return sizes.map((size) => {
    const digit = rest % size;
    rest = Math.floor(rest / size);
    return digit;
  });
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The first sentence of what they wrote, at most `words` words, without its final punctuation. */
export function shortQuote(text: string, words: number): string {
  const first = text.trim().split(/(?<=[.!?])\s+|\n+/)[0] ?? '';
  const list = first.split(/\s+/).filter(Boolean);
  const cut = list.slice(0, words).join(' ');
  return (list.length > words ? `${cut}…` : cut).replace(/[.!?,;:]+$/, '').replace(/["“”]/g, '');
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(a mood|A mood|name|mood|need|theme|title|gratitude|reference|speaksOf|requests)\}/g, (_, key: string) => {
    if (key === 'a mood') return `${article(vars.mood!)} ${vars.mood}`;
    if (key === 'A mood') return `${article(vars.mood!).replace('a', 'A')} ${vars.mood}`;
    return vars[key] ?? '';
  });
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Names in a sentence: "A", "A and B", "A, B and C". */
export function listNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A prayer-list request's name as the prayer says it: its own words, trimmed of closing punctuation and quotes. */
const requestName = (title: string) => shortQuote(title, 12);

/**
 * The verse for this prayer: the journal theme's verses and the mood group's, taken in turn, so the choice
 * fits both and moves on from one prayer to the next.
 */
export function chooseVerse(theme: JournalTheme, group: MoodGroup['id'], counter: number): PrayerVerse {
  const candidates = [...theme.verses, ...VERSES_BY_MOOD_GROUP[group]];
  return candidates[counter % candidates.length]!;
}

/**
 * The offline prayer composer: a prayer in plain language that meets the mood (by its group and its own need),
 * prays into the journal entry's theme, gives thanks for the gratitude, and names the person; a verse chosen
 * for that mood and theme, quoted from the shipped Bible; and a short encouragement. Paragraph order and
 * wording move with the counter.
 */
export function composePrayer(input: ComposeInput): ComposedPrayer {
  const { name, sources, translation } = input;
  const counter = input.sequence + input.seed;
  const group = moodGroupOf(sources.mood.mood)?.id ?? 'neutral';
  const theme = themeOf(sources.journal.title, sources.journal.content);
  const vars: Record<string, string> = {
    name,
    mood: moodLabel(sources.mood.mood).toLowerCase(),
    need: P.MOOD_NEEDS[sources.mood.mood] ?? 'your presence',
    theme: theme.label,
    title: shortQuote(sources.journal.title, 8),
    gratitude: shortQuote(sources.gratitude.text, 12),
  };
  const say = (template: string) => fill(template, vars);

  const [address, opening] = slots(counter + 1, [P.ADDRESSES.length, P.OPENINGS.length]);
  const openingParagraph = `${P.ADDRESSES[address!]}, ${say(P.OPENINGS[opening!]!)}`;

  const acks = P.MOOD_ACKNOWLEDGEMENTS[group];
  const [ack, petition, tail] = slots(counter + 2, [acks.length, P.MOOD_PETITIONS.length, P.MOOD_TAILS.length]);
  const moodParagraph = [acks[ack!]!, P.MOOD_PETITIONS[petition!]!, P.MOOD_TAILS[tail!]!].map(say).map(capitalise).join(' ');

  const [intro, themePetition, themeTail] = slots(counter + 3, [P.THEME_INTROS.length, 2, P.THEME_TAILS.length]);
  const themeParagraph = [P.THEME_INTROS[intro!]!, theme.petitions[themePetition!]!, P.THEME_TAILS[themeTail!]!]
    .map(say)
    .map(capitalise)
    .join(' ');

  const [thanks, follow] = slots(counter + 4, [P.THANKSGIVINGS.length, P.THANKSGIVING_FOLLOWS.length]);
  const gratitudeParagraph = [P.THANKSGIVINGS[thanks!]!, P.THANKSGIVING_FOLLOWS[follow!]!].map(say).map(capitalise).join(' ');

  // The prayer-list requests the person chose to include: named, in a paragraph of their own before the close.
  const names = (sources.requests ?? []).map((r) => requestName(r.title)).filter(Boolean);
  const [requestsLine, requestsTail] = slots(counter + 8, [P.REQUEST_INTROS.length, P.REQUEST_TAILS.length]);
  const requestsParagraph = names.length
    ? [P.REQUEST_INTROS[requestsLine!]!, P.REQUEST_TAILS[requestsTail!]!]
        .map((template) => fill(template, { ...vars, requests: listNames(names) }))
        .map(capitalise)
        .join(' ')
    : null;

  const [closing, amen] = slots(counter + 5, [P.CLOSINGS.length, P.AMENS.length]);
  const closingParagraph = `${say(P.CLOSINGS[closing!]!)} ${P.AMENS[amen!]}`;

  // The middle of the prayer changes its order too: mood first, or the journal, or thanks.
  const middle = [moodParagraph, themeParagraph, gratitudeParagraph];
  const turn = counter % 3;
  const prayer = [openingParagraph, ...middle.slice(turn), ...middle.slice(0, turn), requestsParagraph, closingParagraph]
    .filter((paragraph) => paragraph !== null)
    .join('\n\n');

  const verse = chooseVerse(theme, group, counter);
  const passage = lookupPassage(verse.reference, translation);
  const [verseIntro, verseLink] = slots(counter + 6, [P.VERSE_INTROS.length, P.VERSE_LINKS.length]);
  const explanation = [
    fill(P.VERSE_INTROS[verseIntro!]!, { ...vars, reference: passage.reference, speaksOf: verse.speaksOf }),
    say(P.VERSE_LINKS[verseLink!]!),
  ]
    .map(capitalise)
    .join(' ');

  const steps = P.ENCOURAGEMENTS_BY_GROUP[group];
  const [encOpen, encMood, encStep] = slots(counter + 7, [P.ENCOURAGEMENT_OPENINGS.length, steps.length, P.ENCOURAGEMENT_STEPS.length]);
  const encouragement = [P.ENCOURAGEMENT_OPENINGS[encOpen!]!, steps[encMood!]!, P.ENCOURAGEMENT_STEPS[encStep!]!]
    .map(say)
    .map(capitalise)
    .join(' ');

  return { prayer, bibleConnection: { reference: passage.reference, text: passage.text, translation, explanation }, encouragement };
}
