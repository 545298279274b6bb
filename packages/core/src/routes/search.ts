// SPEC §2 header search: titles and paths of the visible permitted routes. Hidden routes and routes
// marked noRedirect (directories) are not results themselves; nested titles read 'A > B'. Fuzzy
// matching as Fuse.js 7 does it with threshold 0.4, title weight 0.7, path weight 0.3.
import type { ServerRoute } from '../api/types';
import { isExternalPath } from './flatten';

export const SEARCH_THRESHOLD = 0.4;
export const TITLE_SEPARATOR = ' > ';

export interface SearchItem {
  path: string;
  title: string;
  external: boolean;
}

function join(parent: string, child: string): string {
  if (isExternalPath(child) || child.startsWith('/')) return child;
  return `${parent.endsWith('/') ? parent.slice(0, -1) : parent}/${child}`;
}

export function searchItems(
  routes: readonly ServerRoute[],
  parentPath = '',
  parentTitles: string[] = [],
): SearchItem[] {
  const items: SearchItem[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const path = join(parentPath, route.path);
    const titles = route.meta?.title ? [...parentTitles, route.meta.title] : parentTitles;
    if (route.meta?.title && route.redirect !== 'noRedirect') {
      items.push({ path, title: titles.join(TITLE_SEPARATOR), external: isExternalPath(path) });
    }
    if (route.children?.length) items.push(...searchItems(route.children, path, titles));
  }
  return items;
}

/** Fuse's location and distance: a match further from the start of a text scores worse. */
const LOCATION = 0;
const DISTANCE = 100;
/** Fuse's bitap works on up to 32 characters; a longer pattern is searched in chunks of 32. */
const CHUNK = 32;
/** Title 0.7 and path 0.3, as Fuse keeps them: each divided by their sum. */
const WEIGHT_SUM = 0.7 + 0.3;
const WEIGHTS = [0.7 / WEIGHT_SUM, 0.3 / WEIGHT_SUM] as const;

/** Fuse's field norm: 1 ÷ √(the words of the text), to three decimals. */
function fieldNorm(text: string): number {
  const words = text.split(/[\t\n\v\f\r \u00a0]+/).filter(Boolean).length || 1;
  return Math.round(1000 / Math.sqrt(words)) / 1000;
}

interface Field {
  /** The text in lower case, as Fuse compares it. */
  text: string;
  norm: number;
  weight: number;
}

interface Chunk {
  pattern: string;
  /**
   * Per UTF-16 code unit, the bits of the chunk's positions holding it (Fuse's pattern alphabet), as
   * a table rather than a map: looking a character up is most of bitap's inner loop. The tables
   * are kept between queries (one per chunk) and cleared after each (releaseChunks).
   */
  alphabet: Int32Array;
  start: number;
}

const tables: Int32Array[] = [];

function chunksOf(pattern: string): Chunk[] {
  const starts: number[] = [];
  if (pattern.length <= CHUNK) starts.push(0);
  else {
    for (let at = 0; at + CHUNK <= pattern.length; at += CHUNK) starts.push(at);
    if (pattern.length % CHUNK) starts.push(pattern.length - CHUNK);
  }
  return starts.map((start, n) => {
    const chunk = pattern.slice(start, start + CHUNK);
    const alphabet = tables[n] ?? new Int32Array(65536);
    tables[n] = alphabet;
    for (let i = 0; i < chunk.length; i += 1) {
      const code = chunk.charCodeAt(i);
      alphabet[code] = (alphabet[code] as number) | (1 << (chunk.length - i - 1));
    }
    return { pattern: chunk, alphabet, start };
  });
}

function releaseChunks(chunks: readonly Chunk[]): void {
  for (const { pattern, alphabet } of chunks)
    for (let i = 0; i < pattern.length; i += 1) alphabet[pattern.charCodeAt(i)] = 0;
}

/** The pattern's positions (bits of the chunk's alphabet) whose character the text holds somewhere. */
function positionsHeld(text: string, alphabet: Int32Array): number {
  let positions = 0;
  for (let i = 0; i < text.length; i += 1) positions |= alphabet[text.charCodeAt(i)] as number;
  return positions;
}

function bitCount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Fuse's score of a match with `errors` errors found at `at` when it was expected at `expected`. */
function scoreOf(errors: number, patternLength: number, expected: number, at: number): number {
  return errors / patternLength + Math.abs(expected - at) / DISTANCE;
}

// Two rows of bit masks, reused by every bitap call instead of two new arrays per error count.
let rows: [Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64)];

/**
 * Fuse's bitap search of one chunk in one text, step for step (its quirks included: the score is
 * the last one computed, and a match costs at least 0.001), so that scores and order are Fuse's.
 */
function bitap(text: string, chunk: Chunk, location: number): { isMatch: boolean; score: number } {
  const { pattern, alphabet } = chunk;
  const patternLength = pattern.length;
  const textLength = text.length;
  const expected = Math.max(0, Math.min(location, textLength));
  let threshold = SEARCH_THRESHOLD;
  let best = expected;
  for (let index = text.indexOf(pattern, best); index > -1; index = text.indexOf(pattern, best)) {
    threshold = Math.min(scoreOf(0, patternLength, expected, index), threshold);
    best = index + patternLength;
  }
  best = -1;
  let score = 1;
  let binMax = patternLength + textLength;
  const mask = 1 << (patternLength - 1);
  if (rows[0].length < textLength + patternLength + 2) {
    const size = 2 * (textLength + patternLength + 2);
    rows = [new Int32Array(size), new Int32Array(size)];
  }
  let last = rows[0];
  let current = rows[1];
  for (let errors = 0; errors < patternLength; errors += 1) {
    let binMin = 0;
    let binMid = binMax;
    while (binMin < binMid) {
      if (scoreOf(errors, patternLength, expected, expected + binMid) <= threshold) binMin = binMid;
      else binMax = binMid;
      binMid = Math.floor((binMax - binMin) / 2 + binMin);
    }
    binMax = binMid;
    let start = Math.max(1, expected - binMid + 1);
    const finish = Math.min(expected + binMid, textLength) + patternLength;
    current.fill(0, 0, finish + 2);
    current[finish + 1] = (1 << errors) - 1;
    for (let j = finish; j >= start; j -= 1) {
      const at = j - 1;
      const charMatch = at < textLength ? (alphabet[text.charCodeAt(at)] as number) : 0;
      let bits = (((current[j + 1] as number) << 1) | 1) & charMatch;
      if (errors) bits |= (((last[j + 1] as number) | (last[j] as number)) << 1) | 1 | (last[j + 1] as number);
      current[j] = bits;
      if (bits & mask) {
        score = scoreOf(errors, patternLength, expected, at);
        if (score <= threshold) {
          threshold = score;
          best = at;
          if (best <= expected) break;
          start = Math.max(1, 2 * expected - best);
        }
      }
    }
    if (scoreOf(errors + 1, patternLength, expected, expected) > threshold) break;
    const previous = last;
    last = current;
    current = previous;
  }
  return { isMatch: best >= 0, score: Math.max(0.001, score) };
}

/** Fuse's score of a pattern in one text (0 is the text itself), or undefined when it does not match. */
function fieldScore(text: string, pattern: string, chunks: readonly Chunk[]): number | undefined {
  if (text === pattern) return 0;
  let matched = false;
  let total = 0;
  for (const chunk of chunks) {
    const { isMatch, score } = bitap(text, chunk, LOCATION + chunk.start);
    matched ||= isMatch;
    total += score;
  }
  return matched ? total / chunks.length : undefined;
}

/**
 * The most errors a match of a pattern of `length` characters may hold: Fuse scores a match at
 * errors ÷ length (its location 0 adds nothing at the start and only more elsewhere) and keeps it
 * while that is at most the threshold.
 */
function errorsAllowed(length: number): number {
  let errors = 0;
  while ((errors + 1) / length <= SEARCH_THRESHOLD) errors += 1;
  return errors;
}

/**
 * The header search over `items`: the results and their order are Fuse.js 7's with SPEC's options
 * (shell.test.ts compares them over many queries), computed without Fuse's general machinery,
 * which took 4 to 8 ms for a query matching all of 1,000 routes against DESIGN.md's 2 ms. A text
 * holding fewer than length − errorsAllowed(length) of the pattern's characters cannot match, so
 * bitap runs only where one can.
 */
export function createRouteSearch(items: readonly SearchItem[]) {
  const fields = items.map((item) =>
    [item.title, item.path].flatMap((value, key): Field[] =>
      value.trim()
        ? [
            {
              text: value.toLowerCase(),
              norm: fieldNorm(value),
              weight: WEIGHTS[key] as number,
            },
          ]
        : [],
    ),
  );
  return (query: string): SearchItem[] => {
    const pattern = query.trim().toLowerCase();
    if (!pattern) return [];
    const chunks = chunksOf(pattern);
    // Past one chunk a match's errors are counted per chunk, so the count below no longer holds.
    const single = chunks.length === 1 ? (chunks[0] as Chunk) : undefined;
    const needed = pattern.length - errorsAllowed(pattern.length);
    const results: Array<{ index: number; score: number }> = [];
    fields.forEach((itemFields, index) => {
      let score = 1;
      let matched = false;
      for (const field of itemFields) {
        if (single && bitCount(positionsHeld(field.text, single.alphabet)) < needed) continue;
        const found = fieldScore(field.text, pattern, chunks);
        if (found === undefined) continue;
        matched = true;
        score *= (found === 0 ? Number.EPSILON : found) ** (field.weight * field.norm);
      }
      if (matched) results.push({ index, score });
    });
    releaseChunks(chunks);
    results.sort((a, b) => a.score - b.score || a.index - b.index);
    return results.map(({ index }) => items[index] as SearchItem);
  };
}
