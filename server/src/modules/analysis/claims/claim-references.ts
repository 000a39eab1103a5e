/** A claim number a claim refers to, with the offsets (into the text searched) of the words that say so. */
export interface ClaimReference {
  claim: number;
  start: number;
  end: number;
}

export interface ClaimReferences {
  /** Every reference as written, in order, including ones to the claim itself, later or missing claims. */
  references: ClaimReference[];
  /** Refers to more than one claim in the alternative ("claim 1 or 2", "any of claims 1-3", "any preceding claim"). */
  alternative: boolean;
}

const LIST = /\bclaims?\s+(\d+)((?:\s*(?:,(?:\s*(?:or|and\/or|and))?|-|–|to|through|or|and\/or|and)\s*(?:claims?\s+)?\d+)*)/gi;
/** The numbers of a LIST match and the words between them: a number, or a joiner that applies to the next one. */
const ITEM = /(\d+)|\b(and\/or|through|and|or|to)\b|([-–])/gi;
const RANGE_JOINERS = new Set(['-', '–', 'to', 'through']);
const ALL_PRECEDING = /\b(?:any|all|each)\s+(?:one\s+)?(?:of\s+)?(?:the\s+)?(?:preceding|previous|foregoing|above|prior)\s+claims?\b/gi;
const ALTERNATIVE_BEFORE = /\b(?:any|either|one)(?:\s+one)?\s+of(?:\s+the)?\s*$|\bany(?:one)?\s*(?:of\s*)?$/i;
/** Refuses a range longer than any real claim set, so "claims 1 to 2000 mm" cannot explode. */
const MAX_RANGE = 200;

export function findClaimReferences(text: string, claimNumber: number): ClaimReferences {
  const references: ClaimReference[] = [];
  let alternative = false;
  for (const match of text.matchAll(LIST)) {
    const start = match.index;
    const end = start + match[0].length;
    const numbers = listedNumbers(match[0]);
    if (numbers.length > 1) {
      const joiners = match[2] ?? '';
      const before = text.slice(Math.max(0, start - 30), start);
      if (/\bor\b|[-–]|\bto\b|\bthrough\b/i.test(joiners) || ALTERNATIVE_BEFORE.test(before)) alternative = true;
    }
    for (const claim of numbers) references.push({ claim, start, end });
  }
  for (const match of text.matchAll(ALL_PRECEDING)) {
    for (let claim = 1; claim < claimNumber; claim += 1) references.push({ claim, start: match.index, end: match.index + match[0].length });
    if (claimNumber > 2) alternative = true;
  }
  return { references, alternative };
}

function listedNumbers(list: string): number[] {
  const numbers: number[] = [];
  let joiner: string | undefined;
  for (const item of list.matchAll(ITEM)) {
    if (item[1] === undefined) {
      joiner = (item[2] ?? item[3])!.toLowerCase();
      continue;
    }
    const value = Number(item[1]);
    const previous = numbers[numbers.length - 1];
    if (joiner !== undefined && RANGE_JOINERS.has(joiner) && previous !== undefined && value > previous && value - previous <= MAX_RANGE) {
      for (let n = previous + 1; n <= value; n += 1) numbers.push(n);
    } else {
      numbers.push(value);
    }
    joiner = undefined;
  }
  return numbers;
}
