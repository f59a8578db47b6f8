import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, ZEmail, ZGender, ZName, ZTimeZone } from './auth.js';
import { idOf, ZTranslation } from './common.js';

/** Settings change one field at a time; the username is read-only. */
export const ZUpdateUser = z
  .object({
    name: ZName.optional(),
    email: ZEmail.optional(),
    gender: ZGender.optional(),
    timeZone: ZTimeZone.optional(),
    translation: ZTranslation.optional(),
    username: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.username !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'The username cannot be changed' });
      return;
    }
    const given = (['name', 'email', 'gender', 'timeZone', 'translation'] as const).filter((k) => body[k] !== undefined);
    if (given.length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'Send exactly one of name, email, gender, timeZone or translation' });
    }
  });
export type TUpdateUser = z.infer<typeof ZUpdateUser>;

export const ZChangePassword = z.object({
  currentPassword: z.string({ message: 'Please fill in all password fields' }).min(1, 'Please fill in all password fields').max(PASSWORD_MAX, 'Password is too long'),
  newPassword: z
    .string({ message: 'Please fill in all password fields' })
    .min(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters`),
});

export const ZReminderTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Reminder time must be HH:MM (24-hour)');

export const ZPreferences = z.object({
  userId: z.number(),
  dailyReminderTime: z.string(),
  notificationsEnabled: z.number(),
});
export type TPreferences = z.infer<typeof ZPreferences>;

export const ZUpdatePreferences = z.object({
  userId: idOf('userId').optional(),
  dailyReminderTime: ZReminderTime.optional(),
  notificationsEnabled: z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0)).optional(),
});

export const ZDeleteAccount = z.object({
  password: z.string({ message: 'Enter your password to confirm' }).min(1, 'Enter your password to confirm').max(PASSWORD_MAX, 'Password is too long'),
});
