import { z } from 'zod/mini';

export const GENDERS = ['male', 'female'] as const;
export const ZGender = z.enum(GENDERS, 'Please select your gender identity');

export const USERNAME_MIN = 3;
/** ASVS 5.0: at least 8 (the spec said 6; decision 031). */
export const PASSWORD_MIN = 8;
/** argon2 hashes any length, but a bound keeps a hostile request from costing seconds. */
export const PASSWORD_MAX = 256;

export const ZEmail = z.pipe(
  z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email('Please enter a valid email address')),
  z.string().check(z.maxLength(254, 'Email must be at most 254 characters')),
);

export const ZPassword = z
  .string('Password is required')
  .check(
    z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  );

export const ZName = z
  .string('Name is required')
  .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'Name must be at most 100 characters'));

export const ZUsername = z
  .string('Username must be at least 3 characters')
  .check(
    z.trim(),
    z.minLength(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`),
    z.maxLength(30, 'Username must be at most 30 characters'),
    z.regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, numbers, dots, dashes and underscores'),
  );

/** An IANA time zone the runtime knows ("Europe/Paris"). */
export const ZTimeZone = z.string().check(
  z.trim(),
  z.refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Time zone must be an IANA name such as America/New_York'),
);

export const ZRegister = z.object({
  name: ZName,
  email: ZEmail,
  username: ZUsername,
  password: ZPassword,
  gender: ZGender,
  timeZone: z.optional(ZTimeZone),
});
export type TRegister = z.infer<typeof ZRegister>;

export const ZLogin = z.object({
  username: z
    .string('Username or email is required')
    .check(z.trim(), z.minLength(1, 'Username or email is required'), z.maxLength(254, 'Username or email is too long')),
  password: z
    .string('Password is required')
    .check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX, 'Password is too long')),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZForgotPassword = z.object({ email: ZEmail });

export const ZResetPassword = z.object({
  token: z
    .string('Reset token is required')
    .check(z.trim(), z.minLength(1, 'Reset token is required'), z.maxLength(200, 'Invalid reset token')),
  newPassword: ZPassword,
});

/** The reset-password page: a new password, typed twice. */
export const ZResetPasswordForm = z
  .object({ newPassword: ZPassword, confirmPassword: z.string() })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] }));
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;

export const ZUser = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  gender: z.string(),
  timeZone: z.string(),
  translation: z.string(),
  /** Whether the person has finished (or skipped) the first-visit tour, on any device. */
  onboardingCompleted: z.boolean(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** GET /api/auth/session: who is signed in on this browser, if anyone (a visitor is an answer, not an error). */
export const ZSession = z.object({ user: z.nullable(ZUser) });
export type TSession = z.infer<typeof ZSession>;
