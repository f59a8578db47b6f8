/**
 * Features on their way. Every sentence that describes one (a tour step, a badge, the privacy page, the
 * shared page) is written twice, for before and after, and reads its flag here, so no text promises what
 * isn't there yet and each turns true the moment its feature lands: the change that ships a feature sets
 * its flag to true, and nothing else.
 */
export const FEATURES: Record<'prayerAssistant' | 'installableApp' | 'insightForEveryVerse', boolean> = {
  /** The Prayer Assistant (premium): a prayer written from the latest journal entry, mood and gratitude. */
  prayerAssistant: true,
  /** Lamplight installable as an app on a phone or a computer. */
  installableApp: true,
  /** Biblical context and insight for any verse of the Bible, not only the curated passages. */
  insightForEveryVerse: true,
};
