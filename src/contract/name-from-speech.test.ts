import { describe, expect, it } from 'vitest';
import { foldName, SOUND_ALIKE_NAMES, WORDS_HEARD_FOR_NAMES } from './misheard-names.js';
import { accountNameHeard, nameFromSpeech } from './name-from-speech.js';

describe('nameFromSpeech', () => {
  it('drops what people say before a name and capitalises the first usable word', () => {
    expect(nameFromSpeech(['my name is hannah'])).toBe('Hannah');
    expect(nameFromSpeech(["Hi, I'm  mary-jane."])).toBe('Mary-Jane');
    expect(nameFromSpeech(["it's David"])).toBe('David');
    expect(nameFromSpeech(['um uh Zoë'])).toBe('Zoë');
  });
  it('tries the next alternative when one has no name, and gives up with null', () => {
    expect(nameFromSpeech(['my name is', 'my name is Ruth'])).toBe('Ruth');
    expect(nameFromSpeech(['', 'hi', '4 5'])).toBeNull();
  });
  it('turns an ordinary word the recognizer wrote for a name into the name', () => {
    expect(nameFromSpeech(['my name is marry'])).toBe('Mary');
    expect(nameFromSpeech(["I'm kneel"])).toBe('Neil');
    expect(nameFromSpeech(['call me rows'])).toBe('Rose');
    // A single letter is a name only through the table.
    expect(nameFromSpeech(['my name is J'])).toBe('Jay');
  });
  it('writes a name of another language as it is written, not as English heard it', () => {
    expect(nameFromSpeech(['my name is hosay'])).toBe('José');
    expect(nameFromSpeech(['hi I am wakeen'])).toBe('Joaquín');
    expect(nameFromSpeech(['keeva'])).toBe('Caoimhe');
    expect(nameFromSpeech(['this is coffee'])).toBe('Kofi');
  });
  it('reads a phrase of the table before it strips fillers: "hey zeus" is a name, not a greeting', () => {
    expect(nameFromSpeech(['my name is hey zeus'])).toBe('Jesús');
    expect(nameFromSpeech(["it's ho say"])).toBe('José');
    expect(nameFromSpeech(['hey Sam'])).toBe('Sam');
  });
  it('keeps the accents of what was heard', () => {
    expect(nameFromSpeech(['my name is Ángela'])).toBe('Ángela');
  });
  it("prefers an alternative that is the account's own first name, spelled the account's way", () => {
    expect(nameFromSpeech(['my name is Jon', 'my name is John'], 'John Smith')).toBe('John');
    expect(nameFromSpeech(['my name is maria', 'my name is mariah'], 'María López')).toBe('María');
    expect(nameFromSpeech(['my name is Jon', 'my name is Joan'], 'Peter Pan')).toBe('Jon');
  });
});

describe('accountNameHeard', () => {
  it('offers the account spelling for another spelling of the same sound', () => {
    expect(accountNameHeard('Jon', 'John Smith')).toBe('John');
    expect(accountNameHeard('Katherine', 'Kathryn Lee')).toBe('Kathryn');
    expect(accountNameHeard('Aiden', 'aidan')).toBe('aidan');
    expect(accountNameHeard('Mohammed', 'Muhammad Ali')).toBe('Muhammad');
    expect(accountNameHeard('Zoe', '🌸 Zoey')).toBe('Zoey');
  });
  it('offers it for the same letters without accents, and for a near miss', () => {
    expect(accountNameHeard('Maria', 'María')).toBe('María');
    expect(accountNameHeard('Kristin', 'Kristen')).toBe('Kristen');
    expect(accountNameHeard('Christofer', 'Christopher')).toBe('Christopher');
  });
  it('offers nothing for the very same name, for another name, or for short names a letter apart', () => {
    expect(accountNameHeard('John', 'John Smith')).toBeNull();
    expect(accountNameHeard('Peter', 'John Smith')).toBeNull();
    expect(accountNameHeard('Tom', 'Tim')).toBeNull();
    expect(accountNameHeard('Ann', 'Dan')).toBeNull();
    expect(accountNameHeard('Ruth', null)).toBeNull();
  });
});

describe('the table of misheard names', () => {
  it('is a few hundred names of many languages, Spanish among them', () => {
    const spellings = SOUND_ALIKE_NAMES.flat();
    expect(spellings.length + Object.keys(WORDS_HEARD_FOR_NAMES).length).toBeGreaterThan(600);
    for (const name of ['José', 'María', 'Joaquín', 'Muhammad', 'Siobhan', 'Priya', 'Nguyen', 'Kofi'])
      expect(spellings.includes(name) || Object.values(WORDS_HEARD_FOR_NAMES).includes(name)).toBe(true);
  });
  it('puts each spelling in one group only, and each group has two spellings or more', () => {
    const seen = new Map<string, number>();
    SOUND_ALIKE_NAMES.forEach((group, i) => {
      expect(group.length).toBeGreaterThan(1);
      for (const name of group) {
        const key = foldName(name);
        if (seen.has(key) && seen.get(key) !== i) throw new Error(`${name} is in two groups`);
        seen.set(key, i);
      }
    });
  });
  it('keys words by their folded form and maps each to a written name, never to itself', () => {
    for (const [heard, name] of Object.entries(WORDS_HEARD_FOR_NAMES)) {
      expect(foldName(heard)).toBe(heard);
      expect(foldName(name)).not.toBe(heard);
      expect(name).toMatch(/^\p{Lu}/u);
    }
  });
});
