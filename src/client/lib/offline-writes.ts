import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { IDEMPOTENCY_HEADER, WRITTEN_AT_HEADER } from '@contract/offline';
import { toast, type ToastInput } from '@/components/ui/toast';
import { ApiError, apiRequest } from './api';
import { invalidateTopics } from './server-events';

/**
 * Journal entries, moods and gratitudes are never lost to a dropped connection. Each create is written to
 * IndexedDB first, with a key of its own and the moment it was written, then sent with that key
 * (Idempotency-Key) and time (X-Written-At). Sent: it leaves the device. No network: it stays, and is sent again
 * when the connection returns or the app next opens; the server answers a repeat with the first answer, so
 * however often it is sent, it is saved once, on the day it was written.
 */
export interface QueuedWrite {
  key: string;
  userId: number;
  path: '/api/journal' | '/api/moods' | '/api/gratitudes';
  body: Record<string, unknown>;
  writtenAt: string;
}

/** A write kept on the device because there was no network; `item` is what the lists show meanwhile. */
export class KeptOffline<T = unknown> extends Error {
  constructor(readonly item: T) {
    super('Kept on this device until the connection returns');
  }
}

/** What to tell the person when a write waits for the network. */
export const KEPT_OFFLINE_TOAST: ToastInput = {
  title: 'Saved on this device',
  description: "You're offline. It will be sent when you're back online.",
  variant: 'success',
};

const DB_NAME = 'lamplight-offline';
const STORE = 'writes';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const putWrite = (w: QueuedWrite) => withStore('readwrite', (s) => s.put(w));
const deleteWrite = (key: string) => withStore('readwrite', (s) => s.delete(key));
const allWrites = () => withStore<QueuedWrite[]>('readonly', (s) => s.getAll() as IDBRequest<QueuedWrite[]>);

// What waits on this device, read from IndexedDB: the banner counts it and the lists show it. A create still on its
// way (in flight) is not waiting: its list shows it as saving.
let kept: QueuedWrite[] = [];
const inFlight = new Set<string>();
const listeners = new Set<() => void>();
async function recount() {
  try {
    kept = (await allWrites()).filter((w) => !inFlight.has(w.key));
  } catch {
    kept = [];
  }
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const useKeptWrites = () => useSyncExternalStore(subscribe, () => kept);

export const useWaitingWrites = () => useKeptWrites().length;

/** A network failure (fetch rejects), as opposed to an answer from the server. */
const isNetworkFailure = (err: unknown) => !(err instanceof ApiError);

/** Whether an answer settles the write for good (saved, or refused for a reason a retry can't change). */
const settles = (err: ApiError) => err.status < 500 && ![401, 403, 408, 409, 429].includes(err.status);

const send = <T>(w: QueuedWrite) =>
  apiRequest<T>('POST', w.path, w.body, { [IDEMPOTENCY_HEADER]: w.key, [WRITTEN_AT_HEADER]: w.writtenAt });

/**
 * Creates a journal entry, mood or gratitude: kept on the device first, then sent. Offline it throws KeptOffline
 * with `placeholder(writtenAt)`, the item as it shows until it syncs.
 */
export async function createKeptSafe<T>(
  path: QueuedWrite['path'],
  body: Record<string, unknown> & { userId: number },
  placeholder: (writtenAt: string) => T,
): Promise<T> {
  const write: QueuedWrite = { key: crypto.randomUUID(), userId: body.userId, path, body, writtenAt: new Date().toISOString() };
  let stored = false;
  inFlight.add(write.key);
  try {
    await putWrite(write);
    stored = true;
  } catch {
    /* no IndexedDB (a private window): sent without a copy on the device */
  }
  try {
    const saved = await send<T>(write);
    if (stored) await deleteWrite(write.key);
    return saved;
  } catch (err) {
    if (stored && isNetworkFailure(err)) throw new KeptOffline(placeholder(write.writtenAt));
    if (stored) await deleteWrite(write.key);
    throw err;
  } finally {
    inFlight.delete(write.key);
    if (stored) await recount();
  }
}

let syncing: Promise<number> | null = null;

/** Sends what waits on this device for `userId`, oldest first; how many were saved. One run at a time per tab. */
export function syncKeptWrites(userId: number): Promise<number> {
  syncing ??= (async () => {
    let saved = 0;
    try {
      const writes = (await allWrites()).filter((w) => w.userId === userId).sort((a, b) => a.writtenAt.localeCompare(b.writtenAt));
      for (const w of writes) {
        try {
          await send(w);
          saved++;
          await deleteWrite(w.key);
          // Out of the lists' "waiting to sync" now; the refetch after the run brings the saved item.
          await recount();
        } catch (err) {
          if (isNetworkFailure(err)) break;
          if (err instanceof ApiError && settles(err)) await deleteWrite(w.key);
        }
      }
    } catch {
      /* no IndexedDB: nothing was kept */
    } finally {
      syncing = null;
      await recount();
    }
    return saved;
  })();
  return syncing;
}

/** Mounted once in the shell: sends kept writes when the app opens and whenever the connection returns. */
export function useKeptWritesSync(userId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const run = () =>
      void syncKeptWrites(userId).then((saved) => {
        if (saved === 0) return;
        invalidateTopics(queryClient, ['journal', 'moods', 'gratitudes', 'progress']);
        toast({
          title: 'Synced',
          description: `${saved === 1 ? 'What you wrote offline is' : `${saved} things you wrote offline are`} saved.`,
          variant: 'success',
        });
      });
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [userId, queryClient]);
}

// Placeholders of kept writes get ids of their own (negative, like every unsaved item), so a list can say
// "waiting to sync" rather than "saving…".
let nextWaitingId = -1_000_000;
const waitingIds = new Set<number>();
export function waitingId(): number {
  const id = nextWaitingId--;
  waitingIds.add(id);
  return id;
}
export const isWaitingId = (id: number) => waitingIds.has(id);

const waitingIdsByKey = new Map<string, number>();
/** The id a kept write shows under in the lists: the same for the same write, every time it is shown. */
function waitingIdOf(key: string): number {
  let id = waitingIdsByKey.get(key);
  if (id === undefined) {
    id = waitingId();
    waitingIdsByKey.set(key, id);
  }
  return id;
}

/**
 * A list with what waits on this device on top: the person's kept creates at `path`, read from IndexedDB (so they
 * show after a reload with no network too), newest first, marked by `isWaitingId`. A kept write's placeholder that
 * a mutation put in the cached list is dropped, so nothing shows twice; once a write is saved it leaves IndexedDB
 * and the refetched list has the saved item in its place.
 */
export function useWithWaiting<T extends { id: number }>(
  items: T[],
  path: QueuedWrite['path'],
  userId: number,
  toItem: (write: QueuedWrite, id: number) => T,
  { show = true }: { show?: boolean } = {},
): T[] {
  const writes = useKeptWrites();
  return useMemo(() => {
    const rest = items.filter((item) => !isWaitingId(item.id));
    if (!show) return rest;
    const waitingHere = writes
      .filter((w) => w.path === path && w.userId === userId)
      .sort((a, b) => b.writtenAt.localeCompare(a.writtenAt))
      .map((w) => toItem(w, waitingIdOf(w.key)));
    return waitingHere.length ? [...waitingHere, ...rest] : rest;
    // toItem is a plain mapping the caller writes inline; what it maps is in the other dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, writes, path, userId, show]);
}

/** For a mutation: a write kept offline resolves to its placeholder (the lists show it as waiting to sync). */
export async function keptOrSaved<T>(create: Promise<T>): Promise<T> {
  try {
    return await create;
  } catch (err) {
    if (err instanceof KeptOffline) return err.item as T;
    throw err;
  }
}
