import { z } from 'zod/mini';

/** The signed token of a reminder e-mail's unsubscribe link (`?token=`). */
export const ZUnsubscribeQuery = z.object({
  token: z
    .string('This unsubscribe link is incomplete. Open it again from the reminder e-mail, or turn reminder e-mails off in Settings.')
    .check(
      z.trim(),
      z.minLength(
        1,
        'This unsubscribe link is incomplete. Open it again from the reminder e-mail, or turn reminder e-mails off in Settings.',
      ),
      z.maxLength(200, 'This unsubscribe link is not valid. Turn reminder e-mails off in Settings instead.'),
    ),
});

/** The page a reminder e-mail's unsubscribe link opens. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
/** Where the link's one-click POST goes (RFC 8058), and the page's own request. */
export const UNSUBSCRIBE_API = '/api/reminders/unsubscribe';
