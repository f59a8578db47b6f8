import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PLAN_THEMES, ZPlanFile, type TPlanFile, type TPlanSummary } from '../../../contract/plans.js';
import { CONTENT_DIR } from '../../paths.js';

let plans: Map<string, TPlanFile> | null = null;

/** Every reading plan the product ships (`content/plans/*.json`), checked by their schema, read once. Shortest first. */
export function planCatalogue(): Map<string, TPlanFile> {
  if (!plans) {
    const dir = path.join(CONTENT_DIR, 'plans');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    const list = files.map((f) => ZPlanFile.parse(JSON.parse(readFileSync(path.join(dir, f), 'utf8'))));
    list.sort((a, b) => a.days.length - b.days.length || a.title.localeCompare(b.title));
    plans = new Map(list.map((p) => [p.id, p]));
  }
  return plans;
}

export const toPlanSummary = (p: TPlanFile): TPlanSummary => ({
  id: p.id,
  title: p.title,
  description: p.description,
  theme: p.theme,
  themeLabel: PLAN_THEMES[p.theme],
  length: p.days.length,
});
