import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseReference } from '../../../contract/bible-reference.js';
import type { TTranslation } from '../../../contract/common.js';
import {
  MEDITATION_STAGES,
  STAGE_HEADINGS,
  type TMeditation,
  type TMeditationListItem,
  type TMeditationStageKey,
  type TMeditationSummary,
} from '../../../contract/meditation.js';
import { CONTENT_DIR } from '../../paths.js';
import { passageOf } from '../../domain/bible.js';
import { searchWords } from '../../domain/bible-search.js';

export interface MeditationEntry {
  id: number;
  title: string;
  scripture: string;
  stages: Record<TMeditationStageKey, string>;
}

const DIR = path.join(CONTENT_DIR, 'meditations');
let entries: MeditationEntry[] | undefined;

/** Every meditation in content/meditations/part-*.json, by id. */
export function meditationEntries(): MeditationEntry[] {
  if (!entries) {
    entries = readdirSync(DIR)
      .filter((f) => /^part-\d+\.json$/.test(f))
      .flatMap((f) => JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as MeditationEntry[])
      .sort((a, b) => a.id - b.id);
  }
  return entries;
}

const excerptOf = (text: string) => {
  const first = text.match(/^[^.!?]+[.!?]+["”’]?/)?.[0] ?? text;
  return first.length <= 180 ? first : `${first.slice(0, first.lastIndexOf(' ', 177))}…`;
};

let summaries: TMeditationSummary[] | undefined;
export function meditationSummaries(): TMeditationSummary[] {
  return (summaries ??= meditationEntries().map((m) => ({
    id: m.id,
    title: m.title,
    scripture: m.scripture,
    excerpt: excerptOf(m.stages.reflect),
  })));
}

const lists = new Map<TTranslation, TMeditationListItem[]>();
/** Every meditation with its whole script in a translation (built once per translation). */
export function meditationList(translation: TTranslation): TMeditationListItem[] {
  let list = lists.get(translation);
  if (!list) {
    list = meditationEntries().map((m, i) => ({ ...meditationSummaries()[i]!, content: meditationDetail(m, translation, '').content }));
    lists.set(translation, list);
  }
  return list;
}

/** The full guided script in a translation: stages in order, the passage read right after the 'read' stage. */
export function meditationDetail(entry: MeditationEntry, translation: TTranslation, audioPath: string): TMeditation {
  const passage = passageOf(parseReference(entry.scripture), translation);
  const stages = MEDITATION_STAGES.map((key) => ({ key, heading: STAGE_HEADINGS[key], text: entry.stages[key] }));
  const content = stages
    .map((s) => `${s.heading}\n${s.text}${s.key === 'read' ? `\n\n${passage.reference}\n${passage.text}` : ''}`)
    .join('\n\n');
  return {
    id: entry.id,
    title: entry.title,
    scripture: passage.reference,
    excerpt: excerptOf(entry.stages.reflect),
    translation,
    scriptureText: passage.text,
    stages,
    content,
    audioPath,
  };
}

interface SearchDoc {
  id: number;
  title: string;
  scripture: string;
  body: string;
}
let docs: SearchDoc[] | undefined;

/** Meditations whose title, passage or script hold every word of the query (or a word starting with it); title hits first. */
export function searchMeditations(q: string, translation: TTranslation): TMeditationListItem[] {
  docs ??= meditationEntries().map((m) => ({
    id: m.id,
    title: ` ${searchWords(m.title).join(' ')}`,
    scripture: ` ${searchWords(m.scripture).join(' ')}`,
    body: ` ${searchWords(Object.values(m.stages).join(' ')).join(' ')}`,
  }));
  const terms = searchWords(q);
  if (!terms.length) return meditationList(translation);
  const byId = new Map(meditationList(translation).map((s) => [s.id, s]));
  return docs
    .map((d) => {
      let score = 0;
      for (const t of terms) {
        const hit = (field: string) => field.includes(` ${t}`);
        const s = (hit(d.title) ? 10 : 0) + (hit(d.scripture) ? 5 : 0) + (hit(d.body) ? 1 : 0);
        if (!s) return { id: d.id, score: 0 };
        score += s;
      }
      return { id: d.id, score };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .map((r) => byId.get(r.id)!);
}
