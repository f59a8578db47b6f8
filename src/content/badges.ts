import { FEATURES } from '../contract/features.js';
import type { TActivity, TBadge } from '../contract/progress.js';

/** What a badge counts. Counts that live in another capability's tables are named metrics (see registerProgressMetric). */
export type BadgeMeasure =
  /** Local days on which the practice was done. */
  | { kind: 'days'; activity: TActivity }
  /** The longest run of consecutive days with at least one practice. */
  | { kind: 'streak' }
  /** Days with all six practices. */
  | { kind: 'perfectDays' }
  | { kind: 'metric'; name: string };

export interface BadgeDefinition extends TBadge {
  measure: BadgeMeasure;
}

/** The badges a person can earn, in the order they are shown. Ids are stable: earned badges are stored by id. */
export const BADGES: readonly BadgeDefinition[] = [
  {
    id: 'journal-first',
    name: 'First Page',
    description: 'Write your first journal entry.',
    icon: '📝',
    target: 1,
    measure: { kind: 'days', activity: 'journal' },
  },
  {
    id: 'journal-30',
    name: 'Faithful Scribe',
    description: 'Journal on 30 different days.',
    icon: '📖',
    target: 30,
    measure: { kind: 'days', activity: 'journal' },
  },
  {
    id: 'gratitude-first',
    name: 'Thankful Heart',
    description: 'Record your first gratitude.',
    icon: '💛',
    target: 1,
    measure: { kind: 'days', activity: 'gratitude' },
  },
  {
    id: 'gratitude-30',
    name: 'Overflowing Cup',
    description: 'Give thanks on 30 different days.',
    icon: '🏺',
    target: 30,
    measure: { kind: 'days', activity: 'gratitude' },
  },
  {
    id: 'mood-first',
    name: 'Honest Before God',
    description: 'Record how you feel for the first time.',
    icon: '🌤️',
    target: 1,
    measure: { kind: 'days', activity: 'mood' },
  },
  {
    id: 'mood-30',
    name: 'Knows Their Heart',
    description: 'Record your mood on 30 different days.',
    icon: '🧭',
    target: 30,
    measure: { kind: 'days', activity: 'mood' },
  },
  {
    id: 'scripture-first',
    name: 'Lamp to My Feet',
    description: 'Read your first daily scripture.',
    icon: '🪔',
    target: 1,
    measure: { kind: 'days', activity: 'scripture' },
  },
  {
    id: 'scripture-30',
    name: 'Rooted in the Word',
    description: 'Read scripture on 30 different days.',
    icon: '🌳',
    target: 30,
    measure: { kind: 'days', activity: 'scripture' },
  },
  {
    id: 'meditation-first',
    name: 'Be Still',
    description: 'Complete your first guided meditation.',
    icon: '🕊️',
    target: 1,
    measure: { kind: 'days', activity: 'meditation' },
  },
  {
    id: 'meditation-30',
    name: 'Quiet Waters',
    description: 'Meditate on 30 different days.',
    icon: '🌊',
    target: 30,
    measure: { kind: 'days', activity: 'meditation' },
  },
  {
    id: 'prayer-first',
    name: 'First Prayer',
    description: FEATURES.prayerAssistant
      ? 'Pray with the prayer assistant for the first time.'
      : 'Mark your first day of prayer on the Growth screen.',
    icon: '🙏',
    target: 1,
    measure: { kind: 'days', activity: 'prayer' },
  },
  {
    id: 'prayer-30',
    name: 'Devoted in Prayer',
    description: 'Pray on 30 different days.',
    icon: '⛪',
    target: 30,
    measure: { kind: 'days', activity: 'prayer' },
  },
  {
    id: 'community-first-post',
    name: 'First Post',
    description: 'Share something with the community for the first time.',
    icon: '🤝',
    target: 1,
    measure: { kind: 'metric', name: 'communityPosts' },
  },
  {
    id: 'plan-finished',
    name: 'Finisher',
    description: 'Finish a reading plan, every day of it.',
    icon: '🏁',
    target: 1,
    measure: { kind: 'metric', name: 'plansFinished' },
  },
  {
    id: 'perfect-day',
    name: 'Perfect Day',
    description: 'Complete all six daily practices in one day.',
    icon: '🌟',
    target: 1,
    measure: { kind: 'perfectDays' },
  },
  {
    id: 'perfect-7',
    name: 'Seven Perfect Days',
    description: 'Complete all six practices on 7 days.',
    icon: '👑',
    target: 7,
    measure: { kind: 'perfectDays' },
  },
  { id: 'streak-3', name: 'Three-Day Cord', description: 'Keep a 3-day streak.', icon: '🔥', target: 3, measure: { kind: 'streak' } },
  { id: 'streak-7', name: 'Week of Faithfulness', description: 'Keep a 7-day streak.', icon: '📅', target: 7, measure: { kind: 'streak' } },
  { id: 'streak-30', name: 'Month of Devotion', description: 'Keep a 30-day streak.', icon: '🏔️', target: 30, measure: { kind: 'streak' } },
  { id: 'streak-100', name: 'Hundredfold', description: 'Keep a 100-day streak.', icon: '🌾', target: 100, measure: { kind: 'streak' } },
];

export const BADGE_BY_ID = new Map(BADGES.map((b) => [b.id, b]));
