import { useSyncExternalStore } from 'react';
import { BIBLE_BOOKS } from '@contract/bible-books';
import { formatReference } from '@contract/bible-reference';
import type { TTranslation } from '@contract/common';

/**
 * "Keep the Bible offline" (Settings): every chapter of a translation, fetched from the Bible API once and kept in
 * the service worker's `lamplight-bible` cache, the cache its chapter route answers from when the network is gone
 * (vite.config.ts). The cache is public text, the same for every account, so signing out keeps it.
 */
export const BIBLE_CACHE = 'lamplight-bible';
const KEPT_KEY = 'lamplight-offline-bible';
/** Chapters asked for at once: quick, without crowding the connection. */
const PARALLEL = 6;

/** The address the chapter reader asks for (features/scripture/api.ts `usePassage`), so the cache answers it. */
export const chapterUrl = (chapter: string, translation: TTranslation) =>
  `/api/bible/passage?ref=${encodeURIComponent(chapter)}&translation=${translation}`;

/** Every chapter of the Bible, "Genesis 1" to "Revelation 22" (1,189). */
export const ALL_CHAPTERS: readonly string[] = BIBLE_BOOKS.flatMap((b) =>
  Array.from({ length: b.chapters }, (_, i) => formatReference({ book: b.osis, chapter: i + 1 })),
);

export interface KeptBible {
  translation: TTranslation;
  chapters: number;
  bytes: number;
  savedAt: string;
}

export type OfflineBibleState =
  | { kind: 'unsupported' }
  | { kind: 'none'; error?: string }
  | { kind: 'downloading'; translation: TTranslation; done: number; total: number }
  | { kind: 'kept'; kept: KeptBible };

const supported = () => typeof window !== 'undefined' && 'caches' in window;

function readKept(): KeptBible | null {
  try {
    const raw = localStorage.getItem(KEPT_KEY);
    return raw ? (JSON.parse(raw) as KeptBible) : null;
  } catch {
    return null;
  }
}

function initial(): OfflineBibleState {
  if (!supported()) return { kind: 'unsupported' };
  const kept = readKept();
  return kept ? { kind: 'kept', kept } : { kind: 'none' };
}

// One download per tab, whichever screen is open: the state lives here, not in the card.
let state: OfflineBibleState = initial();
const listeners = new Set<() => void>();
const set = (next: OfflineBibleState) => {
  state = next;
  listeners.forEach((l) => l());
};

export const useOfflineBible = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => state,
  );

/**
 * Fetches every chapter of `translation` and keeps it; the progress is the state's `done` of `total`. A chapter that
 * fails stops the download with a message (what was kept stays, and a second try starts over quickly from the cache
 * the service worker keeps too).
 */
export async function keepBibleOffline(translation: TTranslation): Promise<void> {
  if (!supported() || state.kind === 'downloading') return;
  const total = ALL_CHAPTERS.length;
  set({ kind: 'downloading', translation, done: 0, total });
  // Ask the browser not to clear it under storage pressure (it may say no; the download still works).
  void navigator.storage?.persist?.().catch(() => false);
  try {
    const cache = await caches.open(BIBLE_CACHE);
    let next = 0;
    let done = 0;
    let bytes = 0;
    const worker = async () => {
      while (next < total) {
        const url = chapterUrl(ALL_CHAPTERS[next++]!, translation);
        const res = await fetch(url, { credentials: 'same-origin' });
        if (!res.ok) throw new Error(`${res.status}`);
        bytes += (await res.clone().blob()).size;
        await cache.put(url, res);
        done++;
        if (done % 10 === 0 || done === total) set({ kind: 'downloading', translation, done, total });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const kept: KeptBible = { translation, chapters: total, bytes, savedAt: new Date().toISOString() };
    localStorage.setItem(KEPT_KEY, JSON.stringify(kept));
    set({ kind: 'kept', kept });
  } catch {
    const kept = readKept();
    set(kept ? { kind: 'kept', kept } : { kind: 'none', error: "The Bible couldn't be downloaded. Check your connection and try again." });
    throw new Error("The Bible couldn't be downloaded. Check your connection and try again.");
  }
}

/** Forgets the kept Bible (and the chapters kept from reading): the space is given back to the device. */
export async function removeOfflineBible(): Promise<void> {
  if (!supported()) return;
  await caches.delete(BIBLE_CACHE);
  localStorage.removeItem(KEPT_KEY);
  set({ kind: 'none' });
}

/** "5.2 MB" */
export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
