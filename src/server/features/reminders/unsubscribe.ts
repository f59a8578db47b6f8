import { eq } from 'drizzle-orm';
import { UNSUBSCRIBE_API, UNSUBSCRIBE_PAGE } from '../../../contract/reminders.js';
import { preferences } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { forbidden } from '../../platform/errors.js';

/** What the signed token is for: it turns reminder e-mails off and opens nothing else. */
const PURPOSE = 'reminder-emails-off';

/**
 * The reminder e-mail's unsubscribe links for one person: `page`, the link in the text (a page that says it is
 * done), and `oneClick`, the List-Unsubscribe address a mail client POSTs to (RFC 8058). Both carry the same token.
 */
export function unsubscribeLinks(deps: Pick<AppDeps, 'links' | 'config'>, userId: number) {
  const token = encodeURIComponent(deps.links.sign(PURPOSE, userId));
  return {
    page: `${deps.config.appUrl}${UNSUBSCRIBE_PAGE}?token=${token}`,
    oneClick: `${deps.config.appUrl}${UNSUBSCRIBE_API}?token=${token}`,
  };
}

/**
 * Turns reminder e-mails off for the person a valid token names, without a session; push reminders and the
 * reminder time stay as they are. A token this server didn't sign (changed, cut, made up) is refused: 403.
 */
export async function stopReminderEmails(deps: Pick<AppDeps, 'links' | 'db' | 'events'>, token: string): Promise<void> {
  const userId = deps.links.verify(PURPOSE, token);
  if (userId === null) {
    throw forbidden(
      'This unsubscribe link is not valid: it may have been changed or cut short. Turn reminder e-mails off in Settings instead.',
    );
  }
  const changed = await deps.db
    .update(preferences)
    .set({ reminderEmail: 0 })
    .where(eq(preferences.userId, userId))
    .returning({ userId: preferences.userId });
  // An account deleted since the mail was sent gets no more mail either: the answer is the same.
  if (changed.length) deps.events.publish({ userId, topics: ['preferences'] });
}
