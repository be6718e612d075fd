/**
 * Devanagari search (docs/product.md 14.6): buyers who read Hindi type medicine and company names
 * as they sound, "पैरासिटामोल" for Paracetamol, "सिप्ला" for Cipla. The search reads such a word
 * as a Latin spelling (transliterate) and finds the catalogue word that sounds the same
 * (soundKey): both sides are reduced to the consonants a Hindi speaker hears, because vowels and
 * aspiration are where the two scripts' spellings of one name differ ("pairaasitaamol",
 * "paracetamol").
 */

const DEVANAGARI = /[\u0900-\u097f]/;
const VIRAMA = "\u094d";
const NUKTA = "\u093c";

/** Consonants, as a Latin reader would write them in a drug name (फ is "f" in loanwords). */
const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "f",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  ळ: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
};

/** A consonant with a nukta: the sounds Hindi borrowed (ज़ is "z", फ़ "f", क़ "q"). */
const NUKTA_CONSONANTS: Record<string, string> = { क: "q", ख: "kh", ग: "g", ज: "z", ड: "r", ढ: "rh", फ: "f" };

const VOWELS: Record<string, string> = {
  अ: "a",
  आ: "aa",
  इ: "i",
  ई: "ee",
  उ: "u",
  ऊ: "oo",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
};

const VOWEL_SIGNS: Record<string, string> = {
  "\u093e": "aa",
  "\u093f": "i",
  "\u0940": "ee",
  "\u0941": "u",
  "\u0942": "oo",
  "\u0943": "ri",
  "\u0947": "e",
  "\u0948": "ai",
  "\u094b": "o",
  "\u094c": "au",
  "\u0949": "o",
  "\u0945": "e",
};

const LABIALS = new Set(["p", "f", "b", "m", "v"]);

/** Whether a word is written (at least partly) in Devanagari. */
export function isDevanagari(word: string): boolean {
  return DEVANAGARI.test(word);
}

/**
 * A Devanagari word in Latin letters, as it sounds: "पैरासिटामोल" → "pairaasitaamol". A consonant
 * carries its inherent "a" unless a vowel sign or a virama follows or it ends the word (Hindi
 * drops that final "a"); the nasal sign is "m" before p, b, m and "n" elsewhere.
 */
export function transliterate(word: string): string {
  // Precomposed nukta letters (क़ U+0958 …) become letter + nukta.
  const chars = Array.from(word.normalize("NFD"));
  let latin = "";
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index]!;
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      let sound = consonant;
      let next = chars[index + 1];
      if (next === NUKTA) {
        sound = NUKTA_CONSONANTS[char] ?? consonant;
        index++;
        next = chars[index + 1];
      }
      latin += sound;
      const sign = next === undefined ? undefined : VOWEL_SIGNS[next];
      if (sign !== undefined) {
        latin += sign;
        index++;
      } else if (next === VIRAMA) index++;
      else if (next !== undefined && isDevanagari(next)) latin += "a";
      continue;
    }
    const vowel = VOWELS[char];
    if (vowel !== undefined) latin += vowel;
    else if (char === "\u0902" || char === "\u0901") {
      const following = chars[index + 1];
      const next = following === undefined ? undefined : CONSONANTS[following];
      latin += next !== undefined && LABIALS.has(next) ? "m" : "n";
    } else if (char === "\u0903") latin += "h";
    else if (!isDevanagari(char)) latin += char.toLowerCase();
  }
  return latin;
}

/**
 * The English letters as Hindi writers spell their names (एल for L, सी for C, एक्स for X): brand
 * suffixes and initials are read out letter by letter ("Montair LC" is "मोंटेयर एलसी", SR is एसआर).
 * The usual spellings, with their common variants.
 */
const LETTER_NAMES: ReadonlyArray<readonly [letter: string, name: string]> = (
  [
    ["a", "ए"],
    ["b", "बी"],
    ["c", "सी"],
    ["d", "डी"],
    ["e", "ई"],
    ["f", "एफ"],
    ["f", "एफ़"],
    ["g", "जी"],
    ["h", "एच"],
    ["h", "ऐच"],
    ["i", "आई"],
    ["i", "आइ"],
    ["j", "जे"],
    ["k", "के"],
    ["l", "एल"],
    ["m", "एम"],
    ["n", "एन"],
    ["o", "ओ"],
    ["p", "पी"],
    ["q", "क्यू"],
    ["r", "आर"],
    ["s", "एस"],
    ["t", "टी"],
    ["u", "यू"],
    ["v", "वी"],
    ["w", "डब्ल्यू"],
    ["w", "डबल्यू"],
    ["x", "एक्स"],
    ["y", "वाई"],
    ["y", "वाय"],
    ["z", "ज़ेड"],
    ["z", "जेड"],
    ["z", "ज़ी"],
  ] as const
)
  .map(([letter, name]) => [letter, name.normalize("NFD")] as const)
  // Longest first: a word reads with the longest name that fits at each place.
  .sort(([, a], [, b]) => b.length - a.length);

/**
 * The Latin letters a Devanagari word spells out letter by letter ("एलसी" → "lc", "एसआर" → "sr",
 * "एक्सएल" → "xl"), or null when the word is not made of letter names only. A name is a whole
 * syllable (सी is स with its vowel sign), so a word reads one way at most; were there two, the one
 * with the longer names first is taken.
 */
export function spelledLetters(word: string): string | null {
  const text = word.normalize("NFD");
  const read = (from: number): string | null => {
    if (from === text.length) return "";
    for (const [letter, name] of LETTER_NAMES) {
      if (!text.startsWith(name, from)) continue;
      const rest = read(from + name.length);
      if (rest !== null) return letter + rest;
    }
    return null;
  };
  return isDevanagari(text) ? read(0) : null;
}

/**
 * The consonants of a Latin spelling as a Hindi speaker hears them, equal for a catalogue word and
 * the transliteration of its Hindi spelling: "paracetamol" and "pairaasitaamol" are both "prstml".
 * c before e/i/y is "s", otherwise "k"; "x" is "ks"; "-tion" is "shan"; z, g and j are one sound
 * (ज/ज़ serve for all three); h (aspiration), y and w-glides and every vowel are dropped; a double
 * consonant counts once.
 */
export function soundKey(latin: string): string {
  let text = latin
    .toLowerCase()
    .replace(/^p([fsn])/, "$1")
    .replaceAll("tion", "shan")
    .replaceAll("ph", "f")
    .replaceAll("ch", "k")
    .replaceAll("ck", "k")
    .replaceAll("qu", "kv")
    .replace(/c(?=[eiy])/g, "s")
    .replaceAll("c", "k")
    .replaceAll("q", "k")
    .replaceAll("x", "ks")
    .replace(/[zg]/g, "j")
    .replaceAll("w", "v")
    .replace(/[hy]/g, "")
    .replace(/[aeiou]/g, "");
  text = text.replace(/[^a-z]/g, "");
  let key = "";
  for (const char of text) if (char !== key[key.length - 1]) key += char;
  return key;
}

/**
 * The vowels-and-consonants shape of a spelling with the two scripts' vowel habits folded: English
 * "a" and "e" are written ए, ऐ or आ alike, "ee"/"i", "oo"/"u" and "au"/"o" are one sound each, and
 * an English final "e" is silent. Among catalogue words of one sound key, the transliteration is
 * the closest in this shape to the one it means ("dolo" rather than "del" for "डोलो").
 */
export function vowelShape(latin: string): string {
  return latin
    .toLowerCase()
    .replace(/(?<=[^aeiou])e$/, "")
    .replaceAll("ph", "f")
    .replace(/[hy]/g, "")
    .replace(/c(?=[ei])/g, "s")
    .replaceAll("c", "k")
    .replaceAll("z", "j")
    .replace(/ai|aa|au|ee|oo|[aeiou]/g, (vowel) => VOWEL_CLASSES[vowel]!)
    .replace(/(.)\1+/g, "$1");
}

const VOWEL_CLASSES: Record<string, string> = {
  a: "A",
  aa: "A",
  ai: "A",
  e: "A",
  ee: "I",
  i: "I",
  o: "O",
  au: "O",
  u: "U",
  oo: "U",
};
