import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { DAILY_ACTIVITIES } from '../../../contract/progress.js';
import { helloLine } from '../../../contract/names.js';
import { inArray } from 'drizzle-orm';
import { preferences, pushSubscriptions, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { passageText, readerTranslation } from '../../domain/bible.js';
import { completionsToday } from '../../domain/progress.js';
import { scriptureOfTheDay } from '../../domain/scriptures.js';
import { mapConcurrently } from '../../platform/concurrency.js';
import { unsubscribeLinks } from './unsubscribe.js';

/** A reminder goes out at the chosen time, or later that day if the server was down then, but not after this. */
const LATE_WINDOW_MINUTES = 120;

const PRACTICE_NAMES: Record<(typeof DAILY_ACTIVITIES)[number], string> = {
  journal: 'write in your journal',
  gratitude: 'note something you are grateful for',
  mood: 'record how you feel',
  scripture: "read today's scripture",
  meditation: "sit with today's meditation",
  prayer: 'pray',
};

type Deps = Pick<AppDeps, 'db' | 'now' | 'mailer' | 'config' | 'push' | 'links'>;

/**
 * Sends the daily reminder (by push to each of their devices, and by e-mail unless they turned that off) to everyone whose reminder time has come in their own time zone,
 * who has reminders on, hasn't had one today, and still has practices left today. Each person is
 * claimed with one conditional UPDATE before the mail goes, so two servers never send it twice.
 */
export async function sendDueReminders(deps: Deps, log: { error: (o: object, m: string) => void }): Promise<number> {
  const now = deps.now();
  const localTime = sql`(${now.toISOString()}::timestamptz at time zone ${users.timeZone})`;
  const localDay = sql<string>`to_char(${localTime}, 'YYYY-MM-DD')`;
  const minutesSinceReminder = sql`(extract(hour from ${localTime}) * 60 + extract(minute from ${localTime}))
    - (split_part(${preferences.dailyReminderTime}, ':', 1)::int * 60 + split_part(${preferences.dailyReminderTime}, ':', 2)::int)`;
  const due = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      timeZone: users.timeZone,
      translation: users.translation,
      reminderEmail: preferences.reminderEmail,
      day: localDay,
    })
    .from(preferences)
    .innerJoin(users, eq(users.id, preferences.userId))
    .where(
      and(
        eq(preferences.notificationsEnabled, 1),
        sql`${minutesSinceReminder} between 0 and ${LATE_WINDOW_MINUTES}`,
        or(isNull(preferences.lastRemindedOn), sql`${preferences.lastRemindedOn} < ${localDay}::date`),
      ),
    );
  let sent = 0;
  for (const user of due) {
    const [claimed] = await deps.db
      .update(preferences)
      .set({ lastRemindedOn: user.day })
      .where(and(eq(preferences.userId, user.id), or(isNull(preferences.lastRemindedOn), lt(preferences.lastRemindedOn, user.day))))
      .returning({ userId: preferences.userId });
    if (!claimed) continue;
    const done = await completionsToday(deps, user);
    const left = DAILY_ACTIVITIES.filter((a) => !done[a]);
    if (left.length === 0) continue;
    let reached = false;
    if (user.reminderEmail === 1) {
      try {
        await deps.mailer.send(reminderMail(deps, user, left));
        reached = true;
      } catch (err) {
        log.error({ err, userId: user.id }, 'reminder mail failed');
      }
    }
    if ((await pushReminder(deps, user, left, log)) > 0) reached = true;
    if (reached) sent++;
  }
  return sent;
}

/** Pushes to one person's devices go out this many at a time (they have at most MAX_PUSH_DEVICES, issue 37). */
const PUSH_CONCURRENCY = 4;

/**
 * Today's reminder to each of the person's devices, a few at a time; a subscription the push service says is gone,
 * or whose address is not one this server reaches (issue 37), is forgotten.
 */
async function pushReminder(
  deps: Deps,
  user: { id: number; translation: string; timeZone: string },
  left: (typeof DAILY_ACTIVITIES)[number][],
  log: { error: (o: object, m: string) => void },
): Promise<number> {
  const targets = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  if (targets.length === 0) return 0;
  const verse = scriptureOfTheDay(deps.now(), user.timeZone, readerTranslation(user)).verse;
  const message = reminderPush(left, verse);
  const outcomes = await mapConcurrently(targets, PUSH_CONCURRENCY, (t) => deps.push.send(t, message));
  const gone = targets.filter((_, i) => outcomes[i] === 'gone' || outcomes[i] === 'refused').map((t) => t.id);
  if (gone.length) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  const failed = outcomes.filter((o) => o === 'failed').length;
  if (failed) log.error({ userId: user.id, devices: failed }, 'reminder push failed');
  return outcomes.filter((o) => o === 'sent').length;
}

/** Where a tap on the reminder opens: the first practice left's screen. */
const PRACTICE_SCREENS: Record<(typeof DAILY_ACTIVITIES)[number], string> = {
  scripture: '/scripture',
  meditation: '/meditation',
  prayer: '/growth',
  journal: '/journal?new=true',
  gratitude: '/gratitude',
  mood: '/mood',
};

/** The push: what is done in the title; today's passage (as the Scripture screen shows it) and what is left in the body. */
function reminderPush(left: (typeof DAILY_ACTIVITIES)[number][], verse: string) {
  const todo = left.map((a) => PRACTICE_NAMES[a]);
  const list = todo.length > 1 ? `${todo.slice(0, -1).join(', ')} and ${todo.at(-1)}` : todo[0]!;
  const done = DAILY_ACTIVITIES.length - left.length;
  const count = left.length === 1 ? '1 practice left' : `${left.length} practices left`;
  return {
    title: done === 0 ? 'Your daily time with God is waiting' : `${done} of ${DAILY_ACTIVITIES.length} practices done today`,
    body: `${verse} — ${count}: ${list}.`,
    url: PRACTICE_SCREENS[left[0]!],
    tag: 'daily-reminder',
  };
}

const INVITATION = 'Matthew 11:28';

function reminderMail(
  deps: Pick<Deps, 'config' | 'links'>,
  user: { id: number; name: string; email: string; translation: string },
  left: (typeof DAILY_ACTIVITIES)[number][],
) {
  const { appUrl } = deps.config;
  const unsubscribe = unsubscribeLinks(deps, user.id);
  const todo = left.map((a) => PRACTICE_NAMES[a]);
  const list = todo.length > 1 ? `${todo.slice(0, -1).join(', ')} and ${todo.at(-1)}` : todo[0]!;
  const intro =
    left.length === DAILY_ACTIVITIES.length
      ? 'Your daily time with God is waiting.'
      : `You've made a start today: ${DAILY_ACTIVITIES.length - left.length} of ${DAILY_ACTIVITIES.length} practices done.`;
  return {
    to: user.email,
    subject: 'Your daily moment with Lamplight',
    text:
      `${helloLine(user.name)}\n\n${intro} There is still time to ${list}.\n\n` +
      `Open Lamplight: ${appUrl}/\n\n` +
      `${passageText(INVITATION, readerTranslation(user))} (${INVITATION})\n\n` +
      `You get this reminder because daily reminders are on. Change the time or turn them off in Settings: ${appUrl}/settings\n` +
      `Stop reminder e-mails with one click: ${unsubscribe.page}\n`,
    // Mail clients show their own Unsubscribe for these, and unsubscribe with one POST (RFC 2369, RFC 8058).
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
