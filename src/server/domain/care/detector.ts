/**
 * Does a text show that its writer may be in danger? Phrase patterns on word boundaries, after the app's own
 * idioms ("dying to self", "this sermon killed me", "I could kill for a coffee") and quoted Scripture have been
 * set aside, with negation checked just before the phrases where "not" turns them around ("I would never hurt
 * myself"). Pure and synchronous: nothing is stored, logged or sent anywhere.
 *
 * Quality is measured on the corpora beside this file (detector.test.ts), and the figures are in the test.
 */

/** Lowercase, straight apostrophes, common contractions without their apostrophe, single spaces. */
export function normalize(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      // "can't", "cant", "can not" → one spelling; same for don't/won't/i'm…
      .replace(/\b(can)\s?not\b/g, 'cant')
      .replace(/\b(ca|do|does|did|wo|would|could|should|is|was|were|are|have|has)n'?t\b/g, (_m, w: string) => `${w === 'ca' ? 'ca' : w}nt`)
      .replace(/\bi'?m\b/g, 'im')
      .replace(/\bi am\b/g, 'im')
      .replace(/\bi'?d\b/g, 'id')
      .replace(/\bi'?ve\b/g, 'ive')
      .replace(/\bi'?ll\b/g, 'ill')
      .replace(/\b(wanna|want 2|wan to)\b/g, 'want to')
      .replace(/\b(gonna|going 2)\b/g, 'going to')
      .replace(/\bmy\s+self\b/g, 'myself')
      .replace(/\bkil(l)?(in'?|ing)?\b/g, (_m, _l, ing?: string) => (ing ? 'killing' : 'kill'))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A Scripture reference ("1 Kings 19:4", "Philippians 1:21") or King James wording marks a quoted verse. */
const SCRIPTURE_REFERENCE = /\b(?:[1-3]\s?)?[a-z]{2,}\.?\s\d{1,3}:\d{1,3}\b/;
const KING_JAMES = /\b(thee|thou|thy|thine|hath|unto|shalt|yea|ye|saith|doth)\b/;

/** Sentences that quote Scripture are the Bible speaking, not the writer; they are read no further. */
function isScriptureQuote(sentence: string): boolean {
  return SCRIPTURE_REFERENCE.test(sentence) || KING_JAMES.test(sentence);
}

/**
 * The app's idioms and everyday hyperbole, removed before matching. Each is specific enough that removing it
 * cannot hide a crisis phrase around it.
 */
const IDIOMS: readonly RegExp[] = [
  /\b(dying|die|died|dead|death) to (self|myself|ourselves|yourself|themselves|sin|the flesh|the world)\b/g,
  /\bdying (to|of) (read|see|know|hear|try|meet|get|go|find|watch|visit|tell|share|curiosity|laughter|happiness|embarrassment)\b/g,
  /\b(die|died|dying|dead) (laughing|of laughter|of happiness|of embarrassment)\b/g,
  /\b(kill|killed|killing) (the old man|my pride|the flesh|time|it|two birds)\b/g,
  /\b(could|would|id) (kill|murder) for\b/g,
  /\b(is|are|was|were|its|it's|keeps|kept) killing (me|us|my \w+)\b/g,
  /\b(killed|kills|slays|slayed|destroyed) me\b/g,
  /\bkilling me (with|softly)\b/g,
  /\bto die for\b/g,
  /\b(scared|bored|sick|worried|frightened) to death\b/g,
  /\bdead (tired|end|on my feet|serious|gorgeous)\b/g,
  /\bdrop dead\b/g,
  /\bim dead\b(?!\s+(inside|to the world))/g,
  /\bliterally died\b/g,
  /\bthe death of me\b/g,
  /\brather die than eat\b/g,
  /\bput to death\b/g,
];

/** Words that, just before a phrase, turn it around: "I would never kill myself", "I'm not suicidal". */
const NEGATION_BEFORE = /\b(not|never|no longer|nt|dont|wont|wouldnt|couldnt|isnt|wasnt)\s+(\w+\s+){0,2}$/;
/** Said of the past and left behind: "I used to cut myself", "ten years ago I wanted to die". */
const LEFT_BEHIND = /\b(used to|years ago|in the past|back then|(jesus|god|christ) saved)\b/;

interface Phrase {
  pattern: RegExp;
  /** "not" just before this phrase means the writer is saying the opposite. */
  negatable?: boolean;
}

const SELF = '(myself|me)';
const DIE_WORDS = '(die|dye|be dead|not be alive|not exist|stop living|disappear forever|end it|end it all|end my l\\w*fe)';

/** What a person in danger writes: intent, wishes to be gone, goodbyes, plans and methods, self-harm. */
const PHRASES: readonly Phrase[] = [
  // Suicide named
  { pattern: /\bsuicid(e|al)\b/, negatable: true },
  { pattern: /\b(kill|killing|unalive|unaliving)\s+myself\b/, negatable: true },
  { pattern: /\bkms\b/ },
  { pattern: /\b(take|taking|took) my (own )?life\b/, negatable: true },
  {
    pattern:
      /\bend(ing)? (it|it all|things|everything|my l\w*fe|my own life)\b(?! (there|here|with a|in prayer|for (today|tonight)\b(?! for good)))/,
    negatable: true,
  },
  { pattern: /\b(close to|ready to|plan to|going to|want to|wish i could) end (it|it all|things|my l\w*fe)\b/ },
  // Wanting to die
  {
    pattern: new RegExp(`\\b(want|wants|wanted|wanting|wish|wished|need|going|ready|hope|would like) to ${DIE_WORDS}\\b`),
    negatable: true,
  },
  { pattern: /\b(i|id|just|sometimes i|i just) (want|wish) (it all|everything|my life|this life|it) to (end|be over|stop)\b/ },
  { pattern: /\bwant (this|my|it|the pain) .{0,20}(over|to stop forever|to end)\b/ },
  { pattern: /\b(wish|wished) (i|id) (was|were|wasnt|werent|could) (dead|die|just die|alive|gone|never born|not here|disappear)/ },
  { pattern: /\bwish i(d| had)? never been born\b/ },
  { pattern: /\b(id rather|would rather|better off|im better off|be better off) (be )?dead\b/ },
  { pattern: /\bfeel(ing)? like (dying|ending it|killing myself|i want to die)\b/ },
  {
    pattern:
      /\b(i hope|i pray|praying) (that )?(i )?(will )?(die|dont wake up|do not wake up|wont wake up|will not wake up|never wake up)\b/,
  },
  { pattern: /\b(dont|do not) want to wake up\b/ },
  { pattern: /\b(i pray|praying|i hope)\b.{0,25}\b(will not|wont|dont|do not|never) wake up\b/ },
  { pattern: /\b(fall asleep|go to sleep|sleep) and (never|not) wake up\b/ },
  { pattern: /\b(sleep|go to sleep) forever\b(?! after)/ },
  { pattern: /\b(die|dying) in my sleep\b/ },
  { pattern: /\b(let|just let) me die\b/ },
  { pattern: /\bkill me now\b/ },
  { pattern: /\bpainless ways? to die\b/ },
  { pattern: /\b(no way out|only way out)\b.{0,25}\b(death|dying|die)\b|\b(death|dying)\b.{0,25}\b(only|no other) way out\b/ },
  { pattern: /\bdeath (would be|feels like|is) (a relief|the only|my only|better)\b/ },
  // Not wanting to live
  { pattern: /\b(dont|do not|no longer) (want|wish) to (live|be alive|exist|be here|go on|keep living|keep going)\b/ },
  { pattern: /\b(want|wanted) to stop living\b/ },
  {
    pattern:
      /\bcant (go on|keep going|live like this|do this anymore|take (it|this) anymore|bear another day|carry on)\b(?! (the|a|this|that|our|my|without|with|vacation|holiday|trip)\b)/,
  },
  { pattern: /\b(no|nothing|no reason|nothing left) (to|for me to) live for\b|\bno reason to (live|keep living|go on|be alive|stay)\b/ },
  { pattern: /\b(what is|whats|there is no|theres no|no) (the )?point (of|in|to)? ?(living|going on|life|being alive|staying alive)\b/ },
  { pattern: /\b(life|my life|living) (is|isnt|is not|feels) (not )?(worth|pointless|meaningless)( living| it)?\b(?! (the|every|to))/ },
  { pattern: /\b(tired|sick|done) (of|with) (living|being alive|life|this life)\b/ },
  { pattern: /\bgive up on (life|living|everything)\b|\bgiven up on (life|living)\b|\bgive up on living\b/ },
  { pattern: /\b(why am i|why im|im) still alive\b/ },
  { pattern: /\b(im|being) a burden to (everyone|everybody|my family|them|all)\b|\bim such a burden\b/ },
  { pattern: /\bdisappear (forever|and never come back)\b/ },
  { pattern: /\b(want|wanted) (out|to get out) for good\b|\bi want out\b/ },
  { pattern: /\bim done\. i give up\b|\bi give up on living\b/ },
  { pattern: /\bdone with this life\b/ },
  { pattern: /\btake me home\b.{0,30}\b(cant|cannot|bear|anymore|another day)\b/ },
  // Others better off, nobody would miss
  { pattern: /\bbetter (off )?(without me|if i (was|were|wasnt|werent|was not|were not) (dead|gone|here|around|alive))\b/ },
  { pattern: /\b(happier|easier|better) if i (was|were|wasnt|werent|just wasnt|just werent|was not) (gone|dead|here|around|alive)\b/ },
  { pattern: /\b(wud|would) be better off\b/ },
  {
    pattern:
      /\b(no one|nobody|noone) (would|will|wud)( even)? (miss|notice|care)\b.{0,25}\b(me|i (died|was gone|were gone|killed myself))\b|\b(no one|nobody) (would|will)( even)? miss me\b/,
  },
  { pattern: /\b(relieved|happier|better) if i (was|were|am) gone\b/ },
  // Goodbyes and endings
  { pattern: /\b(this is|its) my (last|final) (day|entry|journal entry|post|goodbye|message|night)\b/ },
  { pattern: /\bmy (last|final) (day|goodbye)\b/ },
  { pattern: /\b(wont|will not) be (here|around|alive) (tomorrow|much longer|anymore|by)\b/ },
  { pattern: /\bsaid my goodbyes\b|\bgoodbye (letter|note)\b|\bsuicide note\b|\bthe end for me\b/ },
  { pattern: /\b(wrote|writing|written|left) (letters?|a note|notes) (to|for) (my|the) (kids|family|children|wife|husband|parents)\b/ },
  { pattern: /\bgiving away my (things|stuff|belongings)\b/ },
  { pattern: /\bready to go\b(?! (to|home to be|out|back|for))/ },
  { pattern: /\bgoodbye everyone\b/ },
  // Plans and methods
  {
    pattern:
      /\b(take|taking|took|swallow|swallowing) (all|too many|a bottle of|the whole bottle of) (my |of my |the )?(pills|meds|medication|sleeping pills)\b/,
  },
  { pattern: /\b(pills|meds) (ready|saved up|stockpiled)\b|\bhave the pills\b/ },
  { pattern: /\boverdos(e|ing)\b(?! of (sugar|caffeine|coffee|chocolate|candy|cuteness|information)\b)/, negatable: true },
  { pattern: /\bswallowing everything in the medicine\b/ },
  { pattern: /\b(jump|jumping) (off|from|in front of) (a|the|my)\b/ },
  { pattern: /\bthink(ing)? about jumping\b/ },
  { pattern: /\bhang(ing)? myself\b|\b(tie|tying) a noose\b|\bbought a rope\b/ },
  { pattern: /\bslit(ting)? my wrists?\b/ },
  { pattern: /\bshoot(ing)? myself\b|\buse it on myself\b|\bgun to my head\b/ },
  { pattern: /\bdrown(ing)? myself\b/ },
  { pattern: /\b(crash|drive) my car (on purpose|into|off)\b/ },
  // Self-harm
  {
    pattern: new RegExp(
      `\\b(cut|cutting|hurt|hurting|harm|harming|burn|burned|burnt|burning|punish|punishing|starve|starving) ${SELF}\\b(?! (shaving|playing|on the|at the|in the|by accident|too hard))`,
    ),
    negatable: true,
  },
  { pattern: /\bself[- ]?harm(ing|ed)?\b(?! (awareness|prevention|ministry|support group))/, negatable: true },
  { pattern: /\b(cutting|been cutting) again\b|\burge to cut\b|\bhurting my body\b|\bscratched my arms until they bled\b/ },
];

/** Whether one sentence holds a crisis phrase that no idiom, negation or past-tense testimony turns around. */
function sentenceSignals(sentence: string): boolean {
  if (isScriptureQuote(sentence)) return false;
  let s = sentence;
  for (const idiom of IDIOMS) s = s.replace(idiom, ' ');
  if (LEFT_BEHIND.test(s)) return false;
  for (const { pattern, negatable } of PHRASES) {
    const m = pattern.exec(s);
    if (!m) continue;
    if (negatable && NEGATION_BEFORE.test(s.slice(0, m.index))) continue;
    if (/\b(prevention|awareness|those|others|people) (struggling|with)?/.test(s) && /suicid|self[- ]?harm/.test(m[0])) continue;
    if (/\b(died|death|lost .{0,20}) (by|to|from) suicide\b/.test(s)) continue;
    return true;
  }
  return false;
}

/** Sentences and clauses: a crisis phrase never spans a full stop, and Scripture is judged sentence by sentence. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** True when any of the texts shows a writer who may be in danger. */
export function detectCrisis(texts: string | readonly (string | null | undefined)[]): boolean {
  const list = typeof texts === 'string' ? [texts] : texts;
  for (const text of list) {
    if (!text) continue;
    for (const sentence of sentences(normalize(text))) if (sentenceSignals(sentence)) return true;
  }
  return false;
}
