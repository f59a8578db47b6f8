import { z } from 'zod/mini';
import { PASSWORD_MAX, PASSWORD_MIN, ZEmail, ZGender, ZName, ZTimeZone, ZUser } from './auth.js';
import { idOf, ZTranslation } from './common.js';

export const EMAIL_NEEDS_PASSWORD = 'Enter your current password to change your email';

/**
 * Settings change one field at a time; the username is read-only. A new e-mail needs the current password
 * (a borrowed session must not be able to take the account over through "forgot password").
 */
export const ZUpdateUser = z
  .object({
    name: z.optional(ZName),
    email: z.optional(ZEmail),
    gender: z.optional(ZGender),
    timeZone: z.optional(ZTimeZone),
    translation: z.optional(ZTranslation),
    username: z.optional(z.unknown()),
    currentPassword: z.optional(z.string().check(z.maxLength(PASSWORD_MAX, 'Password is too long'))),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.username !== undefined) {
        ctx.addIssue({ code: 'custom', message: 'The username cannot be changed' });
        return;
      }
      const given = (['name', 'email', 'gender', 'timeZone', 'translation'] as const).filter((k) => body[k] !== undefined);
      if (given.length !== 1) {
        ctx.addIssue({ code: 'custom', message: 'Send exactly one of name, email, gender, timeZone or translation' });
        return;
      }
      if (body.email !== undefined && !body.currentPassword) {
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: EMAIL_NEEDS_PASSWORD });
      }
    }),
  );
export type TUpdateUser = z.infer<typeof ZUpdateUser>;

/** The dialog that confirms a new e-mail: the current password, as the server asks for it. */
export const ZConfirmEmailForm = z.object({
  currentPassword: z.string().check(z.minLength(1, EMAIL_NEEDS_PASSWORD), z.maxLength(PASSWORD_MAX, 'Password is too long')),
});
export type TConfirmEmailForm = z.infer<typeof ZConfirmEmailForm>;

export const ZChangePassword = z.object({
  currentPassword: z
    .string('Please fill in all password fields')
    .check(z.minLength(1, 'Please fill in all password fields'), z.maxLength(PASSWORD_MAX, 'Password is too long')),
  newPassword: z
    .string('Please fill in all password fields')
    .check(
      z.minLength(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`),
      z.maxLength(PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters`),
    ),
});

/** The Change Password card: the request's rules, and the confirmation typed twice. */
export const ZChangePasswordForm = z
  .extend(ZChangePassword, {
    confirmPassword: z.string('Please fill in all password fields').check(z.minLength(1, 'Please fill in all password fields')),
  })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { message: 'New passwords do not match', path: ['confirmPassword'] }));
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;

export const ZReminderTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Reminder time must be HH:MM (24-hour)'));

export const THEMES = ['system', 'light', 'dark'] as const;
export const ZTheme = z.enum(THEMES, 'Theme must be system, light or dark');
export type TTheme = z.infer<typeof ZTheme>;
/** Four steps of reading text (Scripture, chapter reader, meditation, journal). */
export const TEXT_SIZES = ['small', 'medium', 'large', 'x-large'] as const;
export const ZTextSize = z.enum(TEXT_SIZES, 'Text size must be small, medium, large or x-large');
export type TTextSize = z.infer<typeof ZTextSize>;

export const ZPreferences = z.object({
  userId: z.number(),
  dailyReminderTime: z.string(),
  notificationsEnabled: z.number(),
  theme: ZTheme,
  textSize: ZTextSize,
  /** Reminders by e-mail too (1) or only by push to the person's devices (0). */
  reminderEmail: z.number(),
});
export type TPreferences = z.infer<typeof ZPreferences>;

export const ZUpdatePreferences = z.object({
  userId: z.optional(idOf('userId')),
  dailyReminderTime: z.optional(ZReminderTime),
  notificationsEnabled: z.optional(
    z.pipe(
      z.union([z.literal(0), z.literal(1), z.boolean()]),
      z.transform((v) => (v === true || v === 1 ? 1 : 0)),
    ),
  ),
  theme: z.optional(ZTheme),
  textSize: z.optional(ZTextSize),
  reminderEmail: z.optional(
    z.pipe(
      z.union([z.literal(0), z.literal(1), z.boolean()]),
      z.transform((v) => (v === true || v === 1 ? 1 : 0)),
    ),
  ),
});

export const ZDeleteAccount = z.object({
  password: z
    .string('Enter your password to confirm')
    .check(z.minLength(1, 'Enter your password to confirm'), z.maxLength(PASSWORD_MAX, 'Password is too long')),
});

/** "Download my data": the account and every row it owns, table by table. */
export const ZUserExport = z.object({
  exportedAt: z.string(),
  product: z.string(),
  account: ZUser,
  data: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

/** PUT /api/users/{id}/onboarding: the tour finished or skipped (true), or asked for again (false). */
export const ZOnboarding = z.object({ completed: z.boolean('completed must be true or false') });
