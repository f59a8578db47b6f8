import { z } from 'zod/mini';
import { idOf, ZUserIdQuery } from './common.js';

export const PLAN_THEMES = {
  'whole-bible': 'Whole Bible',
  'new-testament': 'New Testament',
  gospels: 'Gospels',
  'psalms-wisdom': 'Psalms and wisdom',
  peace: 'Anxiety and peace',
  grief: 'Grief',
  gratitude: 'Gratitude',
  forgiveness: 'Forgiveness',
  advent: 'Advent',
  'lent-easter': 'Lent and Easter',
  'new-believers': 'New believers',
} as const;
export type TPlanTheme = keyof typeof PLAN_THEMES;
const ZPlanTheme = z.enum(Object.keys(PLAN_THEMES) as [TPlanTheme, ...TPlanTheme[]]);

/** A plan as a content file (`src/content/plans/<id>.json`): days numbered 1…N, each with passages and a prompt. */
export const ZPlanFile = z
  .object({
    id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
    title: z.string().check(z.minLength(3), z.maxLength(60)),
    description: z.string().check(z.minLength(20), z.maxLength(240)),
    theme: ZPlanTheme,
    days: z
      .array(
        z.object({
          day: z.number().check(z.int(), z.positive()),
          passages: z.array(z.string().check(z.minLength(3))).check(z.minLength(1, 'A day needs at least one passage')),
          prompt: z.string().check(z.minLength(10), z.maxLength(240)),
        }),
      )
      .check(z.minLength(1)),
  })
  .check(
    z.superRefine((plan, ctx) => {
      plan.days.forEach((d, i) => {
        if (d.day !== i + 1) ctx.addIssue({ code: 'custom', message: `Day ${i + 1} is numbered ${d.day}: days must be contiguous from 1` });
      });
    }),
  );
export type TPlanFile = z.infer<typeof ZPlanFile>;

export const ZPlanSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  theme: z.string(),
  themeLabel: z.string(),
  length: z.number(),
});
export type TPlanSummary = z.infer<typeof ZPlanSummary>;

/** A person's way through a plan: which days are read, which is next, and how far behind the schedule they are. */
export const ZPlanProgress = z.object({
  planId: z.string(),
  status: z.enum(['active', 'finished', 'quit']),
  startedOn: z.string(),
  doneDays: z.array(z.number()),
  /** The day the schedule has reached on the user's today (1…length; past the end it stays at the end). */
  scheduledDay: z.number(),
  /** The first day not yet read, or null when all are. */
  nextDay: z.nullable(z.number()),
  /** Days before today's scheduled day not yet read: "catch up", never a reset. */
  behind: z.number(),
  /** Marked read on the user's local today. */
  readToday: z.boolean(),
  finishedAt: z.nullable(z.string()),
});
export type TPlanProgress = z.infer<typeof ZPlanProgress>;

export const ZPlanDetail = z.extend(ZPlanSummary, {
  days: z.array(z.object({ day: z.number(), passages: z.array(z.string()), prompt: z.string() })),
  progress: z.nullable(ZPlanProgress),
});
export type TPlanDetail = z.infer<typeof ZPlanDetail>;

/** A plan the person is on, with the day to read next (for the Dashboard and the library). */
export const ZMyPlan = z.extend(ZPlanSummary, {
  progress: ZPlanProgress,
  next: z.nullable(z.object({ day: z.number(), passages: z.array(z.string()), prompt: z.string() })),
});
export type TMyPlan = z.infer<typeof ZMyPlan>;

export const ZPlanParams = z.object({ planId: z.string().check(z.maxLength(60)) });
export const ZPlanDayParams = z.extend(ZPlanParams, {
  day: z.coerce.number('Day must be a number').check(z.int('Day must be a whole number'), z.positive('Day must be at least 1')),
});
export const ZPlanQuery = ZUserIdQuery;
export const ZPlanBody = z._default(z.object({ userId: z.optional(idOf('userId')) }), {});

export const ZMarkDayResult = z.object({
  progress: ZPlanProgress,
  /** This day completed the day's scripture practice (the first reading of the local day). */
  completedPractice: z.boolean(),
  /** This was the last day: the plan is finished. */
  finishedPlan: z.boolean(),
});
export type TMarkDayResult = z.infer<typeof ZMarkDayResult>;

export const ZUnmarkDayResult = z.object({
  progress: ZPlanProgress,
  /** The day's scripture practice stood on this day alone and is taken back (streaks recompute). */
  withdrewPractice: z.boolean(),
});
export type TUnmarkDayResult = z.infer<typeof ZUnmarkDayResult>;
