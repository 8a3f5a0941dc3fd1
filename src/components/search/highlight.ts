/**
 * Splits a name into parts around the first match of a query, comparing the Turkish-folded forms, so
 * "sukru" marks "Şükrü" in "Şükrü Usta Kebap". Pure TypeScript.
 */
import { foldTurkish } from '#lib/turkish.ts';

export interface TextPart {
  text: string;
  match: boolean;
}

/** Folds one character at a time, remembering which original character each folded one came from. */
function foldWithMap(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const ch of text) {
    const f = /\s/u.test(ch) ? ' ' : foldTurkish(ch);
    for (const c of f) {
      folded += c;
      origin.push(index);
    }
    index += ch.length;
  }
  return { folded, origin };
}

export function highlightParts(text: string, query: string): TextPart[] {
  const q = foldTurkish(query);
  if (!q) return [{ text, match: false }];
  const { folded, origin } = foldWithMap(text);
  // Prefer a match at the start of a word.
  let at = -1;
  for (let i = folded.indexOf(q); i !== -1; i = folded.indexOf(q, i + 1)) {
    if (i === 0 || folded[i - 1] === ' ') {
      at = i;
      break;
    }
    if (at === -1) at = i;
  }
  if (at === -1) return [{ text, match: false }];
  const start = origin[at]!;
  const lastOrigin = origin[at + q.length - 1]!;
  // The end is the end of the original character the last folded character came from.
  const end = lastOrigin + (text.codePointAt(lastOrigin)! > 0xffff ? 2 : 1);
  const parts: TextPart[] = [];
  if (start > 0) parts.push({ text: text.slice(0, start), match: false });
  parts.push({ text: text.slice(start, end), match: true });
  if (end < text.length) parts.push({ text: text.slice(end), match: false });
  return parts;
}
