import { ABSTRACT_MAX_WORDS, type Finding, TITLE_MAX_CHARS } from '@iprism/shared/contracts';
import { countWords } from '../text/words';
import { type CheckContext, finding, sectionText } from './check-context';

/** 37 CFR 1.72(b): an abstract should not exceed ABSTRACT_MAX_WORDS words. */
export function abstractLength(context: CheckContext): Finding[] {
  const abstract = sectionText(context, 'abstract');
  const words = abstract ? countWords(abstract.text) : 0;
  if (!abstract || words <= ABSTRACT_MAX_WORDS) return [];
  return [finding(context, 'abstract-length', 'warning', `The abstract has ${words} words; 37 CFR 1.72(b) allows ${ABSTRACT_MAX_WORDS}.`, { section: 'abstract', start: 0, end: abstract.text.length })];
}

/** 37 CFR 1.72(a): a title may not exceed TITLE_MAX_CHARS characters. */
export function titleLength(context: CheckContext): Finding[] {
  const title = sectionText(context, 'title');
  if (!title || title.text.length <= TITLE_MAX_CHARS) return [];
  return [finding(context, 'title-length', 'error', `The title has ${title.text.length} characters; 37 CFR 1.72(a) allows ${TITLE_MAX_CHARS}.`, { section: 'title', start: 0, end: title.text.length })];
}
