import type { MoodGroup } from '../../../contract/moods.js';

/** A verse the composer may offer, with what it speaks of (finishes "It speaks of …"). */
export interface PrayerVerse {
  reference: string;
  speaksOf: string;
}

const v = (reference: string, speaksOf: string): PrayerVerse => ({ reference, speaksOf });

/** Verses for each of the five mood groups, from light to heavy. */
export const VERSES_BY_MOOD_GROUP: Record<MoodGroup['id'], PrayerVerse[]> = {
  positive: [
    v('Psalm 118:24', 'a day the Lord has made, and the gladness that belongs in it'),
    v('Psalm 16:11', 'the fullness of joy found in God’s presence'),
    v('James 1:17', 'every good gift coming down from the Father of lights'),
    v('Psalm 100:4-5', 'entering God’s gates with thanksgiving because his love endures'),
    v('Nehemiah 8:10', 'the joy of the Lord as a person’s strength'),
    v('Psalm 126:3', 'the great things the Lord has done, and the gladness they bring'),
  ],
  contemplative: [
    v('Psalm 46:10', 'being still and knowing that God is God'),
    v('Psalm 139:23-24', 'asking God to search the heart and lead it in the everlasting way'),
    v('Jeremiah 29:13', 'God being found by those who seek him with all their heart'),
    v('Psalm 63:1', 'a soul that thirsts for God'),
    v('Psalm 27:4', 'the one thing worth seeking: to dwell with the Lord and behold his beauty'),
  ],
  neutral: [
    v('Proverbs 3:5-6', 'trusting the Lord instead of one’s own understanding, and paths made straight'),
    v('Lamentations 3:22-23', 'mercies that are new every morning'),
    v('Psalm 37:5', 'committing one’s way to the Lord'),
    v('Isaiah 40:31', 'strength renewed for those who wait on the Lord'),
    v('Psalm 90:12', 'learning to number our days and gain a heart of wisdom'),
  ],
  challenge: [
    v('James 1:2-4', 'trials that produce steadfastness'),
    v('Isaiah 40:29', 'God giving power to the faint and strength to the weary'),
    v('2 Corinthians 12:9', 'grace that is enough, and power made perfect in weakness'),
    v('Matthew 11:28-30', 'Jesus’ invitation to the weary to come and find rest'),
    v('Galatians 6:9', 'not growing weary in doing good'),
    v('Romans 5:3-5', 'suffering that grows endurance, character and hope'),
  ],
  difficult: [
    v('Psalm 34:18', 'the Lord being near to the brokenhearted'),
    v('Philippians 4:6-7', 'bringing every worry to God and receiving a peace beyond understanding'),
    v('Isaiah 41:10', 'God’s promise to strengthen, help and hold us up'),
    v('Psalm 23:4', 'God’s company in the darkest valley'),
    v('2 Corinthians 1:3-4', 'the God of all comfort who comforts us in every trouble'),
    v('John 14:27', 'the peace Jesus leaves with his friends'),
    v('Psalm 147:3', 'God healing the brokenhearted and binding up their wounds'),
  ],
};

/** What a journal entry is about, found from its words; each theme names itself and brings its own verses. */
export interface JournalTheme {
  id: string;
  /** A noun phrase that reads after "about" or "with": "work and its demands". */
  label: string;
  words: string[];
  /** Petitions for this theme ({name} is replaced). */
  petitions: [string, string];
  verses: PrayerVerse[];
}

export const JOURNAL_THEMES: JournalTheme[] = [
  {
    id: 'grief',
    label: 'loss and grief',
    words: ['died', 'death', 'funeral', 'grief', 'grieving', 'passed away', 'miss him', 'miss her', 'mourning', 'lost my', 'loss'],
    petitions: [
      'Hold {name} in the ache of this loss, and let every memory of love be held by you as well.',
      'Be close to {name} in the tears and in the quiet, and let hope rise again in your time.',
    ],
    verses: [v('Matthew 5:4', 'the blessing promised to those who mourn'), v('Revelation 21:4', 'the day God wipes away every tear')],
  },
  {
    id: 'health',
    label: 'health and healing',
    words: ['sick', 'illness', 'ill ', 'doctor', 'hospital', 'pain', 'surgery', 'diagnosis', 'health', 'healing', 'recovery', 'injury'],
    petitions: [
      'Touch {name} with healing, give the doctors wisdom, and give patience for the waiting.',
      'Be {name}’s strength in the body’s weakness, and let rest and recovery come gently.',
    ],
    verses: [v('Jeremiah 17:14', 'asking the Lord to heal and to save'), v('Psalm 103:2-3', 'the Lord who forgives and heals')],
  },
  {
    id: 'fear',
    label: 'worry and fear',
    words: ['worry', 'worried', 'afraid', 'fear', 'scared', 'nervous', 'panic', 'anxious', 'anxiety', 'dread'],
    petitions: [
      'Quiet the worries that run ahead of {name}, and put your peace where the fear has been.',
      'Show {name} that tomorrow is already in your hands, and give courage for just today.',
    ],
    verses: [
      v('2 Timothy 1:7', 'a spirit not of fear but of power, love and a sound mind'),
      v('Psalm 56:3', 'choosing to trust God in the moment fear comes'),
    ],
  },
  {
    id: 'family',
    label: 'family and home',
    words: [
      'family',
      'mom',
      'mother',
      'dad',
      'father',
      'son',
      'daughter',
      'kids',
      'children',
      'sister',
      'brother',
      'husband',
      'wife',
      'parents',
      'grandma',
      'grandpa',
      'baby',
      'home',
    ],
    petitions: [
      'Bless the people {name} calls family; let patience, kindness and forgiveness live in that home.',
      'Give {name} the words and the gentleness each person at home needs, and draw them closer to one another.',
    ],
    verses: [
      v('Colossians 3:13-14', 'bearing with one another, forgiving, and putting on love above all'),
      v('Psalm 127:1', 'the Lord building the house'),
    ],
  },
  {
    id: 'work',
    label: 'work and its demands',
    words: [
      'work',
      'job',
      'boss',
      'career',
      'office',
      'deadline',
      'project',
      'meeting',
      'interview',
      'colleague',
      'coworker',
      'shift',
      'school',
      'exam',
      'study',
    ],
    petitions: [
      'Bless the work of {name}’s hands; give focus for the tasks and grace with the people along the way.',
      'Let {name} work as for you and not for approval, and give wisdom for every decision this work asks for.',
    ],
    verses: [
      v('Colossians 3:23-24', 'working with all one’s heart, as for the Lord'),
      v('Proverbs 16:3', 'committing one’s work to the Lord'),
    ],
  },
  {
    id: 'relationships',
    label: 'friendship and the people close by',
    words: [
      'friend',
      'friendship',
      'relationship',
      'argument',
      'fight',
      'conflict',
      'forgive',
      'hurt me',
      'boyfriend',
      'girlfriend',
      'neighbor',
      'lonely',
      'alone',
    ],
    petitions: [
      'Heal what is strained between {name} and others, and give the humility to make peace where it can be made.',
      'Surround {name} with true friends, and make {name} a faithful friend in return.',
    ],
    verses: [
      v('Ecclesiastes 4:9-10', 'two being better than one, each lifting the other up'),
      v('Romans 12:18', 'living at peace with everyone as far as it depends on us'),
    ],
  },
  {
    id: 'guidance',
    label: 'a decision and the road ahead',
    words: ['decision', 'decide', 'choice', 'choose', 'future', 'direction', 'plan', 'next step', 'unsure', 'should i', 'move', 'calling'],
    petitions: [
      'Give {name} wisdom for the choice ahead, and make the next step clear enough to take.',
      'Guide {name}’s plans, close the doors that should close, and open the ones that lead to life.',
    ],
    verses: [
      v('Psalm 32:8', 'God’s promise to instruct us and teach us the way to go'),
      v('James 1:5', 'God giving wisdom generously to anyone who asks'),
    ],
  },
  {
    id: 'money',
    label: 'money and daily needs',
    words: ['money', 'bills', 'rent', 'debt', 'finances', 'pay ', 'salary', 'afford', 'budget', 'loan'],
    petitions: [
      'Provide what {name} needs, and give wisdom with every bill and every choice about money.',
      'Free {name} from the grip of worry about provision, and teach contentment in your care.',
    ],
    verses: [
      v('Philippians 4:19', 'God supplying every need'),
      v('Matthew 6:31-33', 'seeking God’s kingdom first and trusting him for the rest'),
    ],
  },
  {
    id: 'rest',
    label: 'a full and tiring season',
    words: ['busy', 'exhausted', 'tired', 'rest', 'sleep', 'burnout', 'no time', 'stress', 'stressed', 'too much'],
    petitions: [
      'Give {name} real rest, not only sleep but the deep rest of a heart that trusts you.',
      'Lighten {name}’s load, show what can be set down, and give strength for what must be carried.',
    ],
    verses: [
      v('Exodus 33:14', 'God’s presence going along and giving rest'),
      v('Psalm 4:8', 'lying down in peace because the Lord keeps us safe'),
    ],
  },
  {
    id: 'faith',
    label: 'faith and the walk with God',
    words: ['faith', 'pray', 'prayer', 'church', 'bible', 'worship', 'scripture', 'jesus', 'god', 'believe', 'doubt', 'spirit'],
    petitions: [
      'Deepen {name}’s faith; where it is strong, make it humble, and where it is weak, hold it fast.',
      'Draw {name} nearer to you through your word, and let prayer become a place of rest.',
    ],
    verses: [
      v('Hebrews 11:1', 'faith as the assurance of things hoped for'),
      v('Mark 9:24', 'the honest prayer “I believe; help my unbelief”'),
    ],
  },
];

/** When no theme stands out: the day as it is. */
export const EVERYDAY_THEME: JournalTheme = {
  id: 'everyday',
  label: 'the ordinary moments of this day',
  words: [],
  petitions: [
    'Meet {name} in the ordinary hours of this day, and make them holy with your presence.',
    'Let {name} notice you in small things today, and answer each one with trust.',
  ],
  verses: [
    v('Numbers 6:24-26', 'the Lord’s blessing, his face shining on us and giving peace'),
    v('Psalm 121:7-8', 'the Lord keeping our going out and our coming in'),
  ],
};

/** The theme whose words appear most in the entry (title counted twice); the everyday theme when none do. */
export function themeOf(title: string, content: string): JournalTheme {
  const text = ` ${title.toLowerCase()} ${title.toLowerCase()} ${content.toLowerCase()} `;
  let best: JournalTheme = EVERYDAY_THEME;
  let bestScore = 0;
  for (const theme of JOURNAL_THEMES) {
    let score = 0;
    for (const word of theme.words) {
      const re = new RegExp(`\\b${word.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');
      score += text.match(re)?.length ?? 0;
    }
    if (score > bestScore) {
      best = theme;
      bestScore = score;
    }
  }
  return best;
}
