import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import './zod-config';
import { ZChangePasswordForm, ZConfirmEmailForm, ZDeleteAccount } from '@contract/users';
import { ZForgotPassword, ZLogin, ZRegister, ZResetPassword, ZResetPasswordForm } from '@contract/auth';
import { ZCommentContent, ZPostContent, ZPostType } from '@contract/community';
import { ZCreateGratitude } from '@contract/gratitudes';
import { ZJournalForm } from '@contract/journal';
import { ZCreateMood } from '@contract/mood-entries';
import { ZSavePrayerName } from '@contract/prayer';
import { ZAnswerPrayerRequest, ZSavePrayerRequest } from '@contract/prayer-list';

const long = (n: number) => 'x'.repeat(n);

/**
 * The web app loads no zod locale (zod/mini ships none, and English would add to every first load), so a rule
 * without a sentence of its own would show a person "Invalid input". Every rule a form can break says what is wrong.
 */
const FORMS: [string, z.core.$ZodType, unknown[]][] = [
  [
    'sign in',
    ZLogin,
    [
      { username: '', password: '' },
      { username: long(255), password: long(257) },
    ],
  ],
  [
    'sign up',
    ZRegister,
    [
      { name: '', email: '', username: '', password: '', gender: undefined },
      { name: long(101), email: `${long(250)}@x.co`, username: 'a b', password: long(257), gender: 'other', timeZone: 'Nowhere/City' },
    ],
  ],
  ['forgot password', ZForgotPassword, [{ email: '' }, { email: 'grace' }]],
  [
    'set a new password',
    ZResetPassword,
    [
      { token: '', newPassword: '' },
      { token: long(201), newPassword: long(257) },
    ],
  ],
  ['reset password page', ZResetPasswordForm, [{ newPassword: 'short', confirmPassword: 'other' }]],
  [
    'journal',
    ZJournalForm,
    [
      { title: '', content: '', scripture: long(201), mood: 'glad-ish' },
      { title: long(201), content: long(100_001) },
    ],
  ],
  ['mood', z.omit(ZCreateMood, { userId: true }), [{ mood: '', reflection: long(100_001) }]],
  ['gratitude', z.omit(ZCreateGratitude, { userId: true }), [{ text: '' }, { text: long(2001) }]],
  [
    'prayer request',
    z.omit(ZSavePrayerRequest, { userId: true }),
    [
      { title: '', notes: long(2001), category: 'pets', scripture: long(81), rhythm: { type: 'weekdays', days: [] } },
      { title: long(121), notes: '', category: null, scripture: '', rhythm: { type: 'monthly' } },
    ],
  ],
  ['answered prayer', ZAnswerPrayerRequest, [{ note: long(2001), answeredOn: '' }]],
  ['confirm e-mail change', ZConfirmEmailForm, [{ currentPassword: '' }, { currentPassword: long(257) }]],
  [
    'change password',
    ZChangePasswordForm,
    [
      { currentPassword: '', newPassword: '', confirmPassword: '' },
      { currentPassword: 'x', newPassword: '12345678', confirmPassword: '87654321' },
    ],
  ],
  ['delete account', ZDeleteAccount, [{ password: '' }, { password: long(257) }]],
  ['prayer name', ZSavePrayerName.shape.name, ['', ' ', long(41)]],
  [
    'post',
    z.object({ content: ZPostContent, type: ZPostType }),
    [
      { content: '', type: 'rant' },
      { content: long(2001), type: 'prayer' },
    ],
  ],
  ['comment', ZCommentContent, ['', long(1001)]],
];

describe('the forms’ rules, without a zod locale', () => {
  it('are checked with no locale loaded, as in the browser', () => {
    expect(z.config().localeError).toBeUndefined();
    expect(z.config().jitless).toBe(true);
  });

  it.each(FORMS)('%s: every broken rule says what is wrong', (_name, schema, inputs) => {
    for (const input of inputs) {
      const result = z.safeParse(schema, input);
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) expect(issue.message, JSON.stringify(issue.path)).not.toBe('Invalid input');
    }
  });
});
