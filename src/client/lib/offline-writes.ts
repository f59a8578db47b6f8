import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
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

// How many writes wait on this device, for the banner.
let waiting = 0;
const listeners = new Set<() => void>();
async function recount() {
  try {
    waiting = (await allWrites()).length;
  } catch {
    waiting = 0;
  }
  listeners.forEach((l) => l());
}

export const useWaitingWrites = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => waiting,
  );

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
  let kept = false;
  try {
    await putWrite(write);
    kept = true;
  } catch {
    /* no IndexedDB (a private window): sent without a copy on the device */
  }
  try {
    const saved = await send<T>(write);
    if (kept) await deleteWrite(write.key);
    return saved;
  } catch (err) {
    if (kept && isNetworkFailure(err)) {
      void recount();
      throw new KeptOffline(placeholder(write.writtenAt));
    }
    if (kept) await deleteWrite(write.key);
    throw err;
  } finally {
    if (kept) void recount();
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

/** For a mutation: a write kept offline resolves to its placeholder (the lists show it as waiting to sync). */
export async function keptOrSaved<T>(create: Promise<T>): Promise<T> {
  try {
    return await create;
  } catch (err) {
    if (err instanceof KeptOffline) return err.item as T;
    throw err;
  }
}
