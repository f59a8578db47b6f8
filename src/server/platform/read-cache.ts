/**
 * A person's hot reads (which practices they did today; their growth stats), kept by the server that read them until
 * the database says the rows under them changed (decision 113).
 *
 * The database tells, not the code paths: every statement that writes completions, gratitudes, journal entries or
 * progress notifies at commit with the id of each person it touched, and a change to anyone's progress or to the
 * number of people notifies `ranking` (migration 0022). On the embedded database the listener runs before the
 * writing statement's promise resolves, so nothing can read the old answer afterwards. On PostgreSQL the other
 * servers hear it a few milliseconds after the commit, before the event that tells the person's other tabs to
 * refetch (it is sent after the write, on the same listening connection); the server that wrote forgets the
 * writer's reads before its answer leaves; nothing is kept while the listening connection is down; and an entry is
 * kept SESSION_CACHE_SECONDS at most, the bound if a notification were lost.
 *
 * An answer is kept under a key saying what it was read for (the person's local day), and for as long as time alone
 * can't change it (`validUntil`: a streak that lapses, on the app's clock). A read that raced a change is not kept
 * (a generation counter, as in the session cache). Kept answers are frozen: every request shares them.
 */
export type ReadKind = 'completions' | 'growth';

export interface Loaded<T> {
  value: T;
  /** When time alone makes this answer wrong (a streak lapses); null: only a write does. */
  validUntil?: Date | null;
}

export interface ReadCache {
  /** The kept answer if it is still right for `key` at `now`, else `load()`'s (kept if nothing changed meanwhile). */
  through<T extends object>(kind: ReadKind, userId: number, key: string, now: Date, load: () => Promise<Loaded<T>>): Promise<T>;
  /** What the database notified: a person's id, `ranking` (everyone's growth stats) or `*` (everything). */
  changed(payload: string): void;
  /** A write by this person on this server: forget their reads before the answer leaves. */
  forgetUser(userId: number): void;
}

/** No cache: every read goes to the database (API tests on an in-process bus, SESSION_CACHE_SECONDS=0). */
export const NO_READ_CACHE: ReadCache = {
  through: async (_kind, _userId, _key, _now, load) => (await load()).value,
  changed: () => {},
  forgetUser: () => {},
};

interface Entry {
  key: string;
  value: object;
  validUntil: number;
  keptUntil: number;
}

export function createReadCache(opts: { maxEntries?: number; ttlMs?: number; usable?: () => boolean } = {}): ReadCache {
  const maxEntries = opts.maxEntries ?? 20_000;
  const ttlMs = opts.ttlMs ?? Infinity;
  const usable = opts.usable ?? (() => true);
  const entries = new Map<string, Entry>();
  // One generation per kind, so the frequent `ranking` (anyone's progress) doesn't stop today's completions being kept.
  const generation: Record<ReadKind, number> = { completions: 0, growth: 0 };
  const forget = (userId: number) => {
    generation.completions++;
    generation.growth++;
    entries.delete(`completions:${userId}`);
    entries.delete(`growth:${userId}`);
  };
  return {
    async through(kind, userId, key, now, load) {
      if (!usable()) return (await load()).value;
      const name = `${kind}:${userId}`;
      const hit = entries.get(name);
      if (hit && hit.key === key && hit.validUntil > now.getTime() && hit.keptUntil > performance.now()) {
        return hit.value as Awaited<ReturnType<typeof load>>['value'];
      }
      const readAt = generation[kind];
      const { value, validUntil } = await load();
      if (readAt === generation[kind] && usable()) {
        entries.delete(name);
        // Oldest first out: a Map keeps insertion order.
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(name, {
          key,
          value: keep(value),
          validUntil: validUntil ? validUntil.getTime() : Infinity,
          keptUntil: performance.now() + ttlMs,
        });
      }
      return value;
    },
    changed(payload) {
      if (payload === 'ranking') {
        generation.growth++;
        for (const name of entries.keys()) if (name.startsWith('growth:')) entries.delete(name);
        return;
      }
      const userId = Number(payload);
      if (payload !== '' && Number.isInteger(userId)) return forget(userId);
      // '*', or anything this build doesn't know: forget everything.
      generation.completions++;
      generation.growth++;
      entries.clear();
    },
    forgetUser: forget,
  };
}

/** Answers this cache keeps: frozen all the way down, so what they serialize to never changes. */
const kept = new WeakSet<object>();

function keep<T extends object>(value: T): T {
  kept.add(deepFreeze(value));
  return value;
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner && typeof inner === 'object') deepFreeze(inner as object);
  return Object.freeze(value);
}

type Serialize = (data: unknown) => string;

/**
 * A route's response serializer (checked against its schema, then JSON) that remembers its text for a kept answer:
 * the answer is frozen all the way down, so the text is the same each time, and a hot read answered from the cache
 * isn't checked and serialized again on every request. Anything else goes through the serializer every time.
 */
export function rememberingKeptAnswers<T>(compile: (route: T) => Serialize): (route: T) => Serialize {
  return (route) => {
    const serialize = compile(route);
    const texts = new WeakMap<object, string>();
    return (data) => {
      if (typeof data !== 'object' || data === null || !kept.has(data)) return serialize(data);
      let text = texts.get(data);
      if (text === undefined) {
        text = serialize(data);
        texts.set(data, text);
      }
      return text;
    };
  };
}
