import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * After the whole browser suite: the server's log (kept in the data folder, see playwright.config.ts) must hold
 * nothing a person wrote. What the tests typed and sent is read from the specs themselves — every text typed into
 * a field and every journal, mood, gratitude, post, comment, prayer or name field they post — together with the
 * accounts' e-mails and password, and none of it may appear in the log.
 */

const E2E_DIR = path.resolve('e2e');
const LOG = path.resolve('.e2e-data/server.log');

/** Texts the specs write as a person would: typed into fields, or posted in a field a person fills. */
export function writtenTexts(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(E2E_DIR).filter((f) => f.endsWith('.spec.ts'))) {
    const source = readFileSync(path.join(E2E_DIR, file), 'utf8');
    const patterns = [
      /\.(?:fill|type|pressSequentially)\(\s*'([^'\\]{12,})'/g,
      /\b(?:content|text|title|reflection|notes|note|answer|prayerName|detectedName)\s*:\s*'([^'\\]{12,})'/g,
    ];
    for (const re of patterns) for (const m of source.matchAll(re)) found.add(m[1]!);
  }
  return [...found];
}

export default function scanServerLog() {
  const log = readFileSync(LOG, 'utf8');
  const texts = writtenTexts();
  if (texts.length < 30) throw new Error(`The log scan found only ${texts.length} written texts in the specs: its patterns are stale.`);
  const leaks = texts.filter((t) => log.includes(t));
  // The fixtures' accounts: their e-mail addresses and their shared password.
  if (log.includes('lamp-and-light')) leaks.push('the test password');
  const email = /[a-z]+[0-9a-f]{8}@example\.com/.exec(log);
  if (email) leaks.push(`an e-mail address (${email[0]})`);
  if (leaks.length) throw new Error(`The server log holds what people wrote: ${leaks.slice(0, 10).join(' | ')}`);
  console.log(`Server log scanned: none of ${texts.length} written texts, no e-mail, no password.`);
}
