import { MODIFIERS } from './noun-phrases';

/**
 * The term of substance in a noun phrase a claim introduces, or null: its words without the distinguishing
 * modifiers ("first", "upper"), without a verb the phrase reader ran on into ("a member coupled", "a user
 * entering") and without "means" of a means-plus-function element ("sensing means" is about "sensing"). Everyday
 * words that name no feature of the invention ("response", "result", "way") are no term.
 */
const EVERYDAY = new Set(
  'response result way manner time times thing things part portion number amount plurality set series group type kind form use user example embodiment case step steps method process system apparatus device data information value values need purpose basis order means detection determination ensuring variation change difference increase decrease reduction'.split(' '),
);

export function claimTerm(phraseWords: readonly string[]): string[] | null {
  const words = phraseWords.filter((w) => !MODIFIERS.has(w));
  while (words.length > 0 && /^(?:[a-z]+(?:ed|ing)|means|thereof|therebetween|therein)$/.test(words[words.length - 1] ?? '')) words.pop();
  const noun = words[words.length - 1];
  if (noun === undefined || noun.length < 3 || EVERYDAY.has(noun) || !/^[a-z]/i.test(noun) || /\d/.test(noun)) return null;
  return words;
}
