import { PRODUCT_NAME } from '@/components/brand';
import { frame, newStory, paragraph, rule, STORY_HEIGHT, toPng } from './canvas';
import { clipText } from '@contract/text';
import { leadSentences, trimPassage } from './text';

const NIGHT: [string, string, string] = ['#1e2a44', '#25304d', '#3b2a1a'];

export const SCRIPTURE_HASHTAGS = `#${PRODUCT_NAME} #DailyScripture #BibleVerse #Faith`;
export const INSIGHT_HASHTAGS = `#${PRODUCT_NAME} #BiblicalInsight #BibleStudy #Faith`;
export const MEDITATION_HASHTAGS = `#${PRODUCT_NAME} #ChristianMeditation #BeStill #Faith`;

/** A verse over 150 characters is shortened on the card. */
export const cardVerseText = (text: string) => clipText(text, 150);

export async function scriptureStory(verse: string, text: string): Promise<Blob> {
  const s = await newStory(NIGHT);
  frame(s, PRODUCT_NAME, SCRIPTURE_HASHTAGS);
  paragraph(s, 'Daily Scripture', 560, { size: 40, maxLines: 1, color: '#f5b942', style: '700' });
  const end = paragraph(s, `“${cardVerseText(text)}”`, 680, { size: 72, maxLines: 8, style: 'italic', lineHeight: 1.38 });
  rule(s, end + 20);
  paragraph(s, verse, end + 110, { size: 56, maxLines: 2, style: '700', color: '#f5b942' });
  return toPng(s);
}

export interface InsightParts {
  verse: string;
  text: string;
  theologicalInsight: string;
  contextExplanation: string;
  personalApplication: string;
}

/** Verse 4 lines, insight up to 9, context up to 7, application up to 6: the largest type at which all fit. */
export async function insightStory(p: InsightParts): Promise<Blob> {
  const s = await newStory(['#1b2a3a', '#1e2a44', '#2d2438']);
  const layout = (body: number, dry: boolean) => {
    let y = paragraph(s, `“${cardVerseText(p.text)}”`, 330, { size: body + 8, maxLines: 4, style: 'italic', dry });
    y = paragraph(s, p.verse, y + 6, { size: body + 6, maxLines: 1, style: '700', color: '#f5b942', dry });
    const section = (title: string, text: string, maxLines: number, top: number) => {
      rule(s, top, dry);
      const after = paragraph(s, title, top + body + 30, { size: body + 4, maxLines: 1, style: '700', color: '#f5b942', dry });
      return paragraph(s, text, after, { size: body, maxLines, lineHeight: 1.32, dry });
    };
    y = section('Theological Insight', p.theologicalInsight, 9, y + 30);
    y = section('Historical Context', p.contextExplanation, 7, y + 20);
    return section('Personal Application', p.personalApplication, 6, y + 20);
  };
  let body = 34;
  while (body > 22 && layout(body, true) > STORY_HEIGHT - 190) body -= 2;
  frame(s, PRODUCT_NAME, INSIGHT_HASHTAGS);
  layout(body, false);
  return toPng(s);
}

/** The background follows the title: prayer, peace or rest, Christ or Jesus, or the default. */
export function meditationBackground(title: string): [string, string, string] {
  if (/\bpray(er|ers|ing)?\b/i.test(title)) return ['#2b1f3d', '#3a2a52', '#1e2a44'];
  if (/\b(peace|rest)\b/i.test(title)) return ['#123a3a', '#1d4e4a', '#1e2a44'];
  if (/\b(christ|jesus)\b/i.test(title)) return ['#3b2414', '#5a3517', '#1e2a44'];
  return ['#1e2a44', '#233a5e', '#14324a'];
}

/** The key insight: the script's first sentences up to 200 characters, or an 85-word excerpt when none fit. */
export function meditationKeyInsight(reflection: string, content: string): string {
  const lead = leadSentences(reflection, 200);
  return lead.length >= 40 && !lead.endsWith('…') ? lead : trimPassage(content, 85);
}

export async function meditationStory(m: { title: string; scripture: string; insight: string }): Promise<Blob> {
  const s = await newStory(meditationBackground(m.title));
  frame(s, PRODUCT_NAME, MEDITATION_HASHTAGS);
  paragraph(s, 'Guided Meditation', 520, { size: 40, maxLines: 1, style: '700', color: '#f5b942' });
  let y = paragraph(s, m.title, 640, { size: 80, maxLines: 3, style: '700', lineHeight: 1.2 });
  y = paragraph(s, m.scripture, y + 20, { size: 44, maxLines: 1, style: 'italic', color: '#f5b942' });
  rule(s, y + 30);
  paragraph(s, m.insight, y + 130, { size: 46, maxLines: Math.floor((STORY_HEIGHT - 260 - (y + 130)) / 64), lineHeight: 1.4 });
  return toPng(s);
}
