import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, the rules axe knows for them. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails on any serious or critical WCAG 2.2 AA violation on the page as it stands (an open dialog included),
 * naming the rule and the elements so the failure says what to fix.
 */
export async function expectAccessible(page: Page, where: string) {
  // Legacy mode runs axe in the page itself. The default finishes in a second, blank page: one more page to start
  // per check. The app has no frames to cross.
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(report, `axe on ${where}`).toEqual([]);
}
