import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TTranslation } from '../../../contract/common.js';
import type { TDailyEncouragement, TEncouragementVerse } from '../../../contract/progress.js';
import { CONTENT_DIR } from '../../paths.js';
import type { AppDeps } from '../../deps.js';
import { passageText } from '../../domain/bible.js';
import type { SessionUser } from '../../platform/session.js';
import { dayOfYear, localDay } from '../../domain/time.js';

interface Encouragement {
  reference: string;
  message: string;
}

let verses: Encouragement[] | undefined;
const encouragements = () =>
  (verses ??= JSON.parse(readFileSync(path.join(CONTENT_DIR, 'daily-encouragement.json'), 'utf8')) as Encouragement[]);

const CLOSING_OFFSET = 3;

function verse(index: number, translation: TTranslation): TEncouragementVerse {
  const list = encouragements();
  const e = list[index % list.length]!;
  return { reference: e.reference, text: passageText(e.reference, translation), message: e.message };
}

/** Today's verse is the day of the year mod 7 (the user's local day); the closing verse is three further on. */
export function dailyEncouragement(deps: Pick<AppDeps, 'now'>, user: Pick<SessionUser, 'timeZone' | 'translation'>): TDailyEncouragement {
  const day = localDay(deps.now(), user.timeZone);
  const n = dayOfYear(day);
  const translation = user.translation as TTranslation;
  return { day, translation, today: verse(n, translation), closing: verse(n + CLOSING_OFFSET, translation) };
}
