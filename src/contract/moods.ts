export interface MoodOption {
  value: string;
  label: string;
  emoji: string;
}

export interface MoodGroup {
  id: 'positive' | 'contemplative' | 'neutral' | 'challenge' | 'difficult';
  label: string;
  moods: MoodOption[];
}

const mood = (value: string, emoji: string): MoodOption => ({ value, label: value[0]!.toUpperCase() + value.slice(1), emoji });

/** The moods a person can record, in five groups from light to heavy, in the order they are offered. */
export const MOOD_GROUPS: readonly MoodGroup[] = [
  {
    id: 'positive',
    label: 'Positive and Joyful',
    moods: [
      mood('joyful', '😄'),
      mood('peaceful', '😌'),
      mood('grateful', '🙏'),
      mood('inspired', '✨'),
      mood('excited', '🤩'),
      mood('hopeful', '🌅'),
      mood('content', '🙂'),
      mood('blessed', '😇'),
      mood('energetic', '⚡'),
      mood('loved', '🥰'),
    ],
  },
  {
    id: 'contemplative',
    label: 'Contemplative and Spiritual',
    moods: [mood('reflective', '💭'), mood('contemplative', '🤔'), mood('reverent', '🕯️'), mood('seeking', '🔍'), mood('worshipful', '🙌')],
  },
  {
    id: 'neutral',
    label: 'Neutral and Transitional',
    moods: [mood('neutral', '😐'), mood('uncertain', '🤷'), mood('curious', '🧐'), mood('expectant', '⏳')],
  },
  {
    id: 'challenge',
    label: 'Challenge and Growth',
    moods: [
      mood('confused', '😕'),
      mood('frustrated', '😤'),
      mood('overwhelmed', '😩'),
      mood('tested', '⛰️'),
      mood('struggling', '😣'),
      mood('weary', '😪'),
    ],
  },
  {
    id: 'difficult',
    label: 'Difficult and Heavy',
    moods: [
      mood('sad', '😢'),
      mood('anxious', '😰'),
      mood('stressed', '😫'),
      mood('lonely', '🥺'),
      mood('grieving', '💔'),
      mood('fearful', '😨'),
      mood('angry', '😠'),
      mood('disappointed', '😞'),
      mood('broken', '😭'),
      mood('doubtful', '🤨'),
    ],
  },
];

export const MOODS: readonly MoodOption[] = MOOD_GROUPS.flatMap((g) => g.moods);
export const MOOD_VALUES = MOODS.map((m) => m.value) as [string, ...string[]];

/** The six offered first, before the full list. */
export const QUICK_MOODS = ['joyful', 'peaceful', 'grateful', 'anxious', 'contemplative', 'overwhelmed'] as const;

const BY_VALUE = new Map(MOODS.map((m) => [m.value, m]));
const GROUP_OF = new Map(MOOD_GROUPS.flatMap((g) => g.moods.map((m) => [m.value, g] as const)));

/** An unknown mood (an old value, say) still shows: as a neutral face. */
export const UNKNOWN_MOOD_EMOJI = '😐';
export const moodOption = (value: string): MoodOption | undefined => BY_VALUE.get(value);
export const moodEmoji = (value: string) => BY_VALUE.get(value)?.emoji ?? UNKNOWN_MOOD_EMOJI;
export const moodLabel = (value: string) => BY_VALUE.get(value)?.label ?? value;
export const moodGroupOf = (value: string): MoodGroup | undefined => GROUP_OF.get(value);
