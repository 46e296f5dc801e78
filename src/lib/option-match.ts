import type { WordTable } from '@/config/medical-words';
import { foldText } from './zod';

/** An option that matched a search, and the everyday word that found it when its name did not. */
export type OptionMatch<T> = { option: T; word?: string };

/** Typed words shorter than this are never matched with a typo. */
const FUZZY_MIN_LENGTH = 5;
/** An everyday word is offered by its beginning only from this many typed letters ('ocu' → 'oculista'). */
const WORD_PREFIX_MIN_LENGTH = 3;

/** Little words people add that name nothing ('el oculista', 'dolor de huesos'). */
const FILLER = new Set(
  'a al con de del e el en la las lo los me mi mis o para por que se u un una unas unos y'.split(' '),
);

type Text = { text: string; tokens: string[] };

const NO_WORDS: WordTable = [];

/** Lowercased, accents and punctuation gone, little words dropped (kept when there is nothing else). */
function fold(value: string): Text {
  const text = foldText(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const all = text ? text.split(' ') : [];
  const tokens = all.filter((token) => !FILLER.has(token));
  return tokens.length ? { text: tokens.join(' '), tokens } : { text, tokens: all };
}

/**
 * Whether two words are at most one typo apart: the same, or one letter missing, extra or wrong, or two neighbouring
 * letters swapped ('oftalmolgia' and 'oftalmologia', 'pediatar' and 'pediatra'). An edit distance (optimal string
 * alignment) that stops at 1, in one pass: it runs at every key over every word of a list.
 */
export function oneTypoApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  if (a.length > b.length) return a.slice(i + 1) === b.slice(i);
  if (a.length < b.length) return a.slice(i) === b.slice(i + 1);
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return swapped || a.slice(i + 1) === b.slice(i + 1);
}

/** Two words of 5 letters or more, one typo apart. */
function oneTypo(typed: string, word: string): boolean {
  return typed.length >= FUZZY_MIN_LENGTH && word.length >= FUZZY_MIN_LENGTH && oneTypoApart(typed, word);
}

/** A typed word one typo away from the beginning of a longer word (still being typed): 'oftalnol' → 'oftalmología'. */
function oneTypoFromBeginning(typed: string, word: string): boolean {
  if (typed.length < FUZZY_MIN_LENGTH) return false;
  return [typed.length - 1, typed.length, typed.length + 1].some(
    (length) => length < word.length && oneTypoApart(typed, word.slice(0, length)),
  );
}

/**
 * How well a search matches a text, lower is better; undefined when it does not. The same four ways with or without
 * typos: the whole text, its beginning, every typed word beginning one of its words, or all its words in the search
 * ('me duelen los huesos' holds 'huesos').
 */
function strength(search: Text, target: Text, typos: boolean): number | undefined {
  const same = (typed: string, word: string) => typed === word || (typos && oneTypo(typed, word));
  const begins = (typed: string, word: string) =>
    word.startsWith(typed) || (typos && (oneTypo(typed, word) || oneTypoFromBeginning(typed, word)));
  const sameWords = (tokens: string[]) => tokens.every((typed, i) => same(typed, target.tokens[i] ?? ''));
  if (search.tokens.length === target.tokens.length && sameWords(search.tokens)) return 0;
  if (target.text.startsWith(search.text)) return 1;
  if (search.tokens.every((typed) => target.tokens.some((word) => begins(typed, word)))) return 2;
  const holds = search.tokens.some((_, i) =>
    target.tokens.every((word, j) => {
      const typed = search.tokens[i + j];
      return typed !== undefined && same(typed, word);
    }),
  );
  return target.tokens.length && holds ? 3 : undefined;
}

type PreparedWord = { word: string; folded: Text };
type Prepared = {
  entries: { stems: string[]; words: PreparedWord[] }[];
  /** The words found for each name so far (a list's names stay the same while one types). */
  byName: Map<string, PreparedWord[]>;
};

const prepared = new WeakMap<WordTable, Prepared>();
function prepare(table: WordTable): Prepared {
  let ready = prepared.get(table);
  if (!ready) {
    const entries = table.map(({ stems, words }) => ({
      stems: stems.map((stem) => fold(stem).text),
      words: words.map((word) => ({ word, folded: fold(word) })),
    }));
    ready = { entries, byName: new Map() };
    prepared.set(table, ready);
  }
  return ready;
}

/** The table's words that lead to a name: those of every entry with a stem at the start of one of its words. */
function wordsFor(name: Text, table: Prepared): PreparedWord[] {
  let words = table.byName.get(name.text);
  if (!words) {
    const padded = ` ${name.text}`;
    words = table.entries
      .filter(({ stems }) => stems.some((stem) => padded.includes(` ${stem}`)))
      .flatMap((e) => e.words);
    table.byName.set(name.text, words);
  }
  return words;
}

/** Ranks: the name (whole, beginning, words), then an everyday word, then any part of the name, then with a typo. */
const NAME = 0;
const WORD = 10;
const NAME_PART = 20;
const TYPO = 30;

type Ranked<T> = OptionMatch<T> & { rank: number; index: number };

/** Names folded once: a search runs at every key, over up to 1000 names. */
const foldedNames = new WeakMap<object, Text>();
function foldName(option: { label: string }): Text {
  let name = foldedNames.get(option);
  if (!name) {
    name = fold(option.label);
    foldedNames.set(option, name);
  }
  return name;
}

function rankOption<T extends { label: string }>(
  option: T,
  index: number,
  search: Text,
  table: Prepared,
  typos: boolean,
): Ranked<T> | undefined {
  const name = foldName(option);
  const byName = strength(search, name, typos);
  if (!typos) {
    if (byName !== undefined) return { option, index, rank: NAME + byName };
    const byWord = bestWord(search, wordsFor(name, table), false);
    if (byWord) return { option, index, rank: WORD + byWord.rank, word: byWord.word };
    // Any part of the name, as the plain search before the words did ('logía'), after everything that names it.
    return name.text.includes(search.text) ? { option, index, rank: NAME_PART } : undefined;
  }
  // With a typo the closer match wins, the name on a tie: 'pediatar' is the word 'pediatra' more than 'Pediatr…'.
  const byWord = bestWord(search, wordsFor(name, table), true);
  if (byName !== undefined && (!byWord || byName <= byWord.rank)) return { option, index, rank: TYPO + byName * 2 };
  return byWord && { option, index, rank: TYPO + byWord.rank * 2 + 1, word: byWord.word };
}

function bestWord(search: Text, words: PreparedWord[], typos: boolean) {
  let best: { word: string; rank: number } | undefined;
  for (const { word, folded } of words) {
    const rank = strength(search, folded, typos);
    // A word is offered by its beginning only once a few letters are typed ('c' names no specialty).
    if (rank === undefined || (rank > 0 && rank < 3 && search.text.length < WORD_PREFIX_MIN_LENGTH)) continue;
    if (!best || rank < best.rank) best = { word, rank };
  }
  return best;
}

/**
 * The options a search finds, best first: by the name itself (whole, beginning, a word's beginning), then by an
 * everyday word of the table (the match says which), then by any part of the name; stable within a rank. Only when
 * nothing is found so is one typo per word tolerated (words of 5 letters or more), so a correct beginning such as
 * 'neuro' never brings look-alikes ('Nefrología'). Case, accents and little words ('el', 'de') do not count; an
 * empty search finds every option, in order.
 */
export function matchOptions<T extends { label: string }>(
  options: readonly T[],
  search: string,
  table: WordTable = NO_WORDS,
): OptionMatch<T>[] {
  const typed = fold(search);
  if (!typed.text) return options.map((option) => ({ option }));
  const words = prepare(table);
  const rank = (typos: boolean) =>
    options
      .map((option, index) => rankOption(option, index, typed, words, typos))
      .filter((match): match is Ranked<T> => match !== undefined);
  const found = rank(false);
  const ranked = found.length ? found : rank(true);
  return ranked
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ option, word }) => (word === undefined ? { option } : { option, word }));
}
