import type { MoodGroup } from '../../../contract/moods.js';

/*
 * The written pools the offline composer draws from. Each paragraph is built from two or three slots whose
 * pool sizes multiply to at least 48, and consecutive prayers walk those slots like the digits of a counter,
 * so no paragraph repeats within 48 prayers for the same person, whatever they wrote.
 * Placeholders: {name}, {mood}, {a mood} (with its article), {need}, {theme}, {title}, {gratitude}, {reference}, {speaksOf}.
 */

export const ADDRESSES = [
  'Heavenly Father',
  'Lord God',
  'Gracious God',
  'Father in heaven',
  'Loving Lord',
  'Faithful God',
  'Lord Jesus',
  'God of all comfort',
];

export const OPENINGS = [
  'I bring {name} before you today, just as things are.',
  'thank you that {name} can come to you without pretending, today and every day.',
  'here is {name}, known by you completely and loved by you completely.',
  'you have been with {name} through every hour so far, and you are here now.',
  'we quiet ourselves before you and lift {name} into your care.',
  'you know {name} by name, and nothing of this day is hidden from you.',
];

/** Per mood group: how the prayer meets the mood ({mood} is the mood's word). */
export const MOOD_ACKNOWLEDGEMENTS: Record<MoodGroup['id'], string[]> = {
  positive: [
    '{name} is feeling {mood} today, and we receive that as your gift.',
    'There is gladness in {name} today, {a mood} heart, and it comes from you.',
    'Thank you for a day on which {name} feels {mood}; let it not be taken for granted.',
    'You have given {name} {a mood} spirit today, and we want to enjoy it with you.',
  ],
  contemplative: [
    '{name} comes to you {mood} today, with a heart turned toward you.',
    'Today {name} feels {mood}, quiet enough to listen for your voice.',
    '{A mood} heart is a heart that is listening; speak to {name} in it.',
    'You have drawn {name} into {a mood} place today; meet {name} there.',
  ],
  neutral: [
    'Today {name} feels {mood}, somewhere in between, and you are present there too.',
    '{name} is {mood} today; not every day is high or low, and you are Lord of the ordinary.',
    'You see {name} feeling {mood} today, waiting to see what the day will hold.',
    'In this {mood} moment, remind {name} that you are already at work.',
  ],
  challenge: [
    '{name} is feeling {mood} today, and this is not easy.',
    'You know how {mood} {name} feels today, and you are not disappointed in that honesty.',
    'This has been {a mood} stretch for {name}; you see every part of it.',
    'Meet {name} in feeling {mood}, right in the middle of the struggle and not only after it.',
  ],
  difficult: [
    '{name} feels {mood} today, and we bring that heaviness straight to you.',
    'You are near to {name}, who feels {mood} today; you do not turn away from sorrow.',
    'Feeling {mood} is hard, Lord, and {name} does not have to carry it alone.',
    'We tell you plainly that {name} is {mood} today, and we ask you to come close.',
  ],
};

export const MOOD_PETITIONS = [
  'Give {name} {need}.',
  'Please pour out {need} on {name} today.',
  'Let {name} receive {need} from your hand.',
  'We ask for {need} for {name}, more than we know how to ask for.',
];

export const MOOD_TAILS = [
  'Nothing about this day is too small or too large for you.',
  'You are the same in every feeling, and that is our rest.',
  'Let this feeling lead {name} toward you, not away from you.',
];

/** What each mood most asks for in prayer (after "Give {name} …"). */
export const MOOD_NEEDS: Record<string, string> = {
  joyful: 'a joy that overflows into thankfulness',
  peaceful: 'a peace that stays when the day gets loud',
  grateful: 'eyes that keep seeing your goodness',
  inspired: 'the courage to act on what you have stirred',
  excited: 'wisdom to steward this excitement well',
  hopeful: 'a hope anchored in your promises',
  content: 'a contentment rooted in you, not in circumstances',
  blessed: 'a generous heart that passes blessing on',
  energetic: 'strength spent on what matters most',
  loved: 'a deeper knowing of how wide your love is',
  reflective: 'clear sight of what you are showing',
  contemplative: 'a stillness in which your voice is heard',
  reverent: 'a heart that keeps its wonder',
  seeking: 'the nearness of the God who is found by those who seek',
  worshipful: 'a life that keeps singing after the song ends',
  neutral: 'an awareness of you in the plain hours',
  uncertain: 'a settled trust when the way is not yet clear',
  curious: 'a curiosity that leads deeper into your truth',
  expectant: 'patience while waiting on you',
  confused: 'clarity, one step at a time',
  frustrated: 'patience and a softened heart',
  overwhelmed: 'rest, and a lighter load',
  tested: 'endurance and a faith proved true',
  struggling: 'strength for this very hour',
  weary: 'rest for body and soul',
  sad: 'your comfort and a gentle lifting of the heart',
  anxious: 'your peace, which guards the heart and mind',
  stressed: 'calm and a right sense of what can wait',
  lonely: 'the sure sense of your company and kind people nearby',
  grieving: 'comfort in the loss and hope beyond it',
  fearful: 'courage, and the knowledge that you are near',
  angry: 'honesty without harm, and your gentleness',
  disappointed: 'hope that outlasts what did not happen',
  broken: 'your healing, piece by piece',
  doubtful: 'faith enough for today, and your patience with every question',
};

export const THEME_INTROS = [
  'You know what {name} wrote about in “{title}”: {theme}.',
  'Today {name}’s thoughts have turned to {theme}, and we bring that to you.',
  'We bring you {theme}, the things {name} has been turning over.',
  'Lord, {name} has been writing about {theme}; you were there in every line.',
  'On {name}’s heart is {theme}, and nothing of it is beyond your reach.',
  'In what {name} wrote, “{title}”, you see {theme} more clearly than anyone.',
];

export const THEME_TAILS = [
  'Let your will be done in it.',
  'Go before {name} in all of it.',
  'Do more than we ask or imagine.',
  'Hold every part of it in your hands.',
];

export const THANKSGIVINGS = [
  'Thank you for what {name} is grateful for: “{gratitude}”.',
  '{name} gives thanks today for “{gratitude}”, and so do we.',
  'We thank you for “{gratitude}”, a gift {name} did not miss.',
  'Thank you, Lord, for “{gratitude}”; every good gift is from you.',
  'Receive {name}’s thanks for “{gratitude}”.',
  'For “{gratitude}”, {name} says thank you, and we join in.',
  'You gave {name} “{gratitude}”, and we will not forget to thank you.',
  '“{gratitude}”: {name} noticed your kindness there, and we praise you for it.',
];

export const THANKSGIVING_FOLLOWS = [
  'Keep {name}’s eyes open to the gifts still coming.',
  'Let gratitude grow into joy.',
  'Let that thankfulness carry into tomorrow.',
  'May it remind {name} how near you have been all along.',
  'Turn thanks into trust for whatever comes next.',
  'Make {name} generous with what has been given.',
];

export const CLOSINGS = [
  'Keep {name} in your care tonight and through tomorrow.',
  'Walk with {name} through the rest of this day.',
  'Let {name} rest in your love, whatever comes.',
  'Fill {name} with your peace as this day goes on.',
  'Hold {name} close, in every hour and every feeling.',
  'Be {name}’s light for the next step, and the one after it.',
  'Let {name} go on knowing that you hear every prayer.',
  'Surround {name} with your grace in all that is ahead.',
];

export const AMENS = [
  'In Jesus’ name, Amen.',
  'We ask this in the name of Jesus. Amen.',
  'Through Christ our Lord, Amen.',
  'In the name of the Father, the Son and the Holy Spirit. Amen.',
  'In your Son’s name we pray. Amen.',
  'In Jesus’ name we pray, Amen.',
];

export const VERSE_INTROS = [
  '{reference} speaks of {speaksOf}.',
  'At its heart, {reference} is about {speaksOf}.',
  'This passage, {reference}, turns our attention to {speaksOf}.',
  'In {reference} we hear of {speaksOf}.',
  'The words of {reference} point to {speaksOf}.',
  '{reference} holds out {speaksOf}.',
];

export const VERSE_LINKS = [
  'On {a mood} day, with {theme} on your mind, that is a word to lean on.',
  'It meets you, {name}, feeling {mood}, and speaks into {theme}.',
  'Read it slowly today: it fits {a mood} heart and {theme}.',
  'Let it sit beside what you wrote about {theme} and how {mood} you feel.',
  'It is a promise for someone feeling {mood}, and for {theme}.',
  'Keep it with you through {theme}; God’s word does not change with our moods, {mood} or otherwise.',
];

export const ENCOURAGEMENT_OPENINGS = [
  '{name}, you are not walking through today alone.',
  '{name}, God sees you today, exactly as you are.',
  'Take heart, {name}: you are held.',
  '{name}, the One who began a good work in you is still at it.',
  'You are loved today, {name}, not for what you did but because you are his.',
  '{name}, grace is already ahead of you.',
  'Breathe, {name}: today does not have to be carried all at once.',
  '{name}, what you wrote, felt and gave thanks for matters to God.',
];

export const ENCOURAGEMENTS_BY_GROUP: Record<MoodGroup['id'], string[]> = {
  positive: [
    'Enjoy the good of this day; joy received with thanks is a form of worship.',
    'Let the lightness you feel spill over onto someone who needs it.',
    'Remember this day when harder ones come; it is evidence of his kindness.',
  ],
  contemplative: [
    'Stay in the quiet a little longer; God often speaks in it.',
    'The questions you carry are welcome in prayer; you don’t need every answer today.',
    'A listening heart is a gift. Keep it open.',
  ],
  neutral: [
    'Ordinary days are where faithfulness grows, one small step at a time.',
    'You don’t need a strong feeling to be close to God; he is close already.',
    'Look for one small sign of his goodness before the day ends.',
  ],
  challenge: [
    'Struggling does not mean failing. Keep going, gently.',
    'It is all right to rest before you try again.',
    'Strength often comes in the middle of the hard thing, not before it.',
  ],
  difficult: [
    'Heavy days pass, and you will not always feel like this.',
    'Be as kind to yourself today as God is to you.',
    'Reach out to someone you trust; you were not made to carry this alone.',
  ],
};

export const ENCOURAGEMENT_STEPS = [
  'Today, take one small step with {theme} and leave the rest with God.',
  'Before you sleep, name one more thing you’re grateful for.',
  'Return to the verse once more this evening and let it be the last word of the day.',
  'When {theme} comes back to mind, turn it into a short prayer.',
];

/** Opening the paragraph for the prayer-list requests the person chose to include ({requests}: their names). */
export const REQUEST_INTROS = [
  '{name} also brings before you {requests}, the ones held close on their prayer list today.',
  'we lift up {requests} to you now, Lord, because {name} carries them on their heart.',
  'from {name}’s prayer list we bring you {requests}: you know every need behind these names better than we do.',
  'remember {requests}, Father, for they matter so much to {name}.',
];

/** Closing that paragraph: a petition for the requests, and for the one who keeps praying. */
export const REQUEST_TAILS = [
  'Meet each of them with your kindness, and give {name} patience and hope while they wait on you.',
  'Hold them in your care tonight and tomorrow, and answer in the way your love knows is best.',
  'Be near to them in what they face, and let {name} see your faithfulness as they keep praying.',
];
