// Writes the long, mechanical reading plans (src/content/plans/*.json) from the Bible's chapter counts:
// npx tsx scripts/make-reading-plans.ts. Deterministic: running it again writes the same files. The
// themed plans are written by hand in their own files.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BIBLE_BOOKS } from '../src/contract/bible-books.js';
import { formatReference } from '../src/contract/bible-reference.js';

interface Chapter {
  book: string;
  chapter: number;
}
const chaptersOf = (osis: string[]): Chapter[] =>
  osis.flatMap((o) => {
    const book = BIBLE_BOOKS.find((b) => b.osis === o)!;
    return Array.from({ length: book.chapters }, (_, i) => ({ book: o, chapter: i + 1 }));
  });
const osisBetween = (from: string, to: string) => {
  const i = BIBLE_BOOKS.findIndex((b) => b.osis === from);
  const j = BIBLE_BOOKS.findIndex((b) => b.osis === to);
  return BIBLE_BOOKS.slice(i, j + 1).map((b) => b.osis);
};

/** Consecutive chapters of one book as one reference ("Genesis 1-3"); a day crossing books gets one per book. */
function references(chapters: Chapter[]): string[] {
  const refs: string[] = [];
  let i = 0;
  while (i < chapters.length) {
    let j = i;
    while (j + 1 < chapters.length && chapters[j + 1]!.book === chapters[i]!.book && chapters[j + 1]!.chapter === chapters[j]!.chapter + 1)
      j++;
    const first = chapters[i]!;
    const last = chapters[j]!;
    refs.push(
      formatReference({ book: first.book, chapter: first.chapter, ...(last.chapter !== first.chapter && { endChapter: last.chapter }) }),
    );
    i = j + 1;
  }
  return refs;
}

/** A track of chapters spread evenly over `days` days: day d gets chapters [⌊d·n/days⌋, ⌊(d+1)·n/days⌋). */
const spread = (chapters: Chapter[], days: number) =>
  Array.from({ length: days }, (_, d) =>
    chapters.slice(Math.floor((d * chapters.length) / days), Math.floor(((d + 1) * chapters.length) / days)),
  );

/** Reflection prompts for the long plans, written for Lamplight; {book} is the day's first book. */
const PROMPTS = [
  'What does today’s reading in {book} show you about who God is?',
  'Which person in today’s reading do you recognise yourself in, and why?',
  'Where do you see God keeping a promise in {book} today?',
  'What is one thing from today’s chapters you want to carry into the rest of your day?',
  'What question does today’s reading raise for you? Bring it to God honestly.',
  'How does today’s passage point forward, or back, to Jesus?',
  'What does {book} ask you to trust God with today?',
  'Is there a warning in today’s reading you need to hear gently?',
  'What comfort does today’s reading offer someone who is tired?',
  'Which verse today would you like to remember this week? Write it down.',
  'What does today’s reading teach about how God treats the weak and the outsider?',
  'Where in your own life do you need the kind of courage shown in {book}?',
  'What does today’s reading reveal about prayer?',
  'How might today’s chapters change the way you speak to someone close to you?',
  'What surprised you in {book} today?',
  'Where do you see grace in today’s reading, even in a hard place?',
  'What is God inviting you to let go of after reading {book} today?',
  'How does today’s reading describe faithfulness, and where do you see it around you?',
  'What would it look like to obey one thing from today’s reading before tonight?',
  'Who could you encourage with something you read in {book} today?',
  'What does today’s reading say about God’s patience?',
  'Where do you notice joy or praise in today’s chapters?',
  'What does {book} show about the cost, and the gift, of following God?',
  'Which word or image from today stays with you? Sit with it for a minute.',
  'How does today’s reading help you pray for the world?',
  'What does today’s passage say about justice and mercy together?',
  'What fear does today’s reading speak to?',
  'Where do you see God at work quietly in {book} today?',
  'How would you explain today’s reading to a child?',
  'What thanks can you offer to God after today’s reading?',
  'What has this plan taught you so far about listening to God?',
];
const promptFor = (day: number, refs: string[]) => {
  const book = refs[0]!.replace(/ \d.*$/, '');
  return PROMPTS[day % PROMPTS.length]!.replaceAll('{book}', book);
};

interface PlanFile {
  id: string;
  title: string;
  description: string;
  theme: string;
  days: { day: number; passages: string[]; prompt: string }[];
}

function plan(id: string, title: string, description: string, theme: string, tracks: Chapter[][][]): PlanFile {
  const length = tracks[0]!.length;
  const days = Array.from({ length }, (_, d) => {
    const passages = tracks.flatMap((t) => references(t[d]!));
    return { day: d + 1, passages, prompt: promptFor(d, passages) };
  });
  return { id, title, description, theme, days };
}

const OT = chaptersOf(osisBetween('Gen', 'Mal').filter((o) => o !== 'Ps' && o !== 'Prov'));
const WISDOM = chaptersOf(['Ps', 'Prov']);
const NT = chaptersOf(osisBetween('Matt', 'Rev'));
const GOSPELS = chaptersOf(['Matt', 'Mark', 'Luke', 'John']);

const plans: PlanFile[] = [
  plan(
    'bible-in-a-year',
    'The Bible in a Year',
    'All 66 books in 365 days: each day a portion of the Old Testament, a Psalm or Proverb, and most days a chapter of the New Testament.',
    'whole-bible',
    [spread(OT, 365), spread(WISDOM, 365), spread(NT, 365)],
  ),
  plan(
    'new-testament-90',
    'The New Testament in 90 Days',
    'From the birth of Jesus to the new creation, about three chapters a day: the whole story of the early church in one season.',
    'new-testament',
    [spread(NT, 90)],
  ),
  plan(
    'psalms-30',
    'Psalms in 30 Days',
    'Five psalms a day for a month: praise, lament, trust and thanks, the prayer book of God’s people.',
    'psalms-wisdom',
    [spread(chaptersOf(['Ps']), 30)],
  ),
  plan(
    'proverbs-31',
    'Proverbs in 31 Days',
    'One chapter of Proverbs for each day of the month: practical wisdom for work, words, money and friendship.',
    'psalms-wisdom',
    [spread(chaptersOf(['Prov']), 31)],
  ),
  plan(
    'gospels-40',
    'The Gospels in 40 Days',
    'Matthew, Mark, Luke and John in forty days: walk with Jesus from his birth to his resurrection, four times over.',
    'gospels',
    [spread(GOSPELS, 40)],
  ),
];

const dir = path.resolve('src/content/plans');
for (const p of plans) writeFileSync(path.join(dir, `${p.id}.json`), `${JSON.stringify(p, null, 2)}\n`);
console.log(plans.map((p) => `${p.id}: ${p.days.length} days`).join('\n'));
