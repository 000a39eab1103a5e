import { TranslationQcSchema } from '@iprism/shared/contracts';
import { PATENTEVAL_DEFECTS, patentEvalSets } from '../../modules/analysis/test-data';
import { translationIntegrity, translationQc } from './translation-qc';

const SOURCE = [
  '1. A device comprising a lever 12 and a spring 14 having a thickness of 1.5 mm.',
  '2. The device of claim 1, wherein the lever 12 is made of steel.',
  '3. The device of any one of claims 1 to 2, wherein the spring 14 is made of copper.',
].join('\n');
const GERMAN = [
  '1. Vorrichtung, umfassend einen Hebel 12 und eine Feder 14 mit einer Dicke von 1,5 mm.',
  '2. Vorrichtung nach Anspruch 1, wobei der Hebel 12 aus Stahl besteht.',
  '3. Vorrichtung nach einem der Ansprüche 1 bis 2, wobei die Feder 14 aus Kupfer besteht.',
].join('\n');
const qc = (translation: string, glossary = [{ source: 'lever', target: 'Hebel' }]) => translationQc({ source: SOURCE, translation, sourceLanguage: 'en', targetLanguage: 'de', glossary });

describe('translationIntegrity', () => {
  it('finds nothing wrong with a faithful translation', () => {
    const result = translationIntegrity(SOURCE, GERMAN);
    expect(result.issues).toEqual([]);
    expect(result.claims.map((c) => c.number)).toEqual([1, 2, 3]);
  });

  it('names a claim whose references changed', () => {
    expect(translationIntegrity(SOURCE, GERMAN.replace('nach Anspruch 1,', 'nach Anspruch 3,')).issues).toEqual([
      { kind: 'claim-reference', claim: 2, message: 'Claim 2 refers to claim 1 in the source but to claim 3 in the translation.' },
    ]);
  });

  it('names numerals and numbers that differ', () => {
    const issues = translationIntegrity(SOURCE, GERMAN.replace('Hebel 12 und', 'Hebel 13 und').replace('1,5 mm', '2,5 mm')).issues;
    expect(issues).toEqual([
      { kind: 'numeral', claim: 1, message: 'Claim 1: reference numeral 12 of the source is missing from the translation.' },
      { kind: 'numeral', claim: 1, message: 'Claim 1: reference numeral 13 in the translation is not in the source.' },
      { kind: 'number', claim: 1, message: 'Claim 1: number 1.5 of the source is missing from the translation.' },
      { kind: 'number', claim: 1, message: 'Claim 1: number 2.5 in the translation is not in the source.' },
    ]);
  });

  it('names a claim missing from the translation, and one it adds', () => {
    expect(translationIntegrity(SOURCE, GERMAN.split('\n').slice(0, 2).join('\n')).issues).toEqual([
      { kind: 'claim-numbers', claim: 3, message: 'Claim 3 of the source is missing from the translation.' },
    ]);
    expect(translationIntegrity(SOURCE, `${GERMAN}\n4. Vorrichtung nach Anspruch 1.`).issues).toEqual([
      { kind: 'claim-numbers', claim: 4, message: 'Claim 4 is in the translation but not in the source.' },
    ]);
  });

  it('aligns and checks a Chinese translation', () => {
    const chinese = ['1. 一种装置，包括杠杆12和弹簧14，其厚度为1.5 mm。', '2. 根据权利要求1所述的装置，其中杠杆12由钢制成。', '3. 根据权利要求1至2中任一项所述的装置，其中弹簧14由铜制成。'].join('\n');
    expect(translationIntegrity(SOURCE, chinese).issues).toEqual([]);
    expect(translationIntegrity(SOURCE, chinese.replace('权利要求1所述', '权利要求2所述')).issues.map((i) => i.claim)).toEqual([2]);
  });

  it('raises nothing when real claim sets are compared with themselves', () => {
    const sets = patentEvalSets().filter((_, i) => !PATENTEVAL_DEFECTS.includes(i)).slice(0, 60);
    for (const set of sets) expect(translationIntegrity(set.claims, set.claims).issues).toEqual([]);
  });
});

describe('translationQc', () => {
  it('passes a faithful translation that follows the glossary', () => {
    const result = qc(GERMAN);
    expect(result.issues).toEqual([]);
    expect(TranslationQcSchema.parse(result)).toEqual(result);
  });

  it('reports a glossary term rendered otherwise, and the inconsistent rendering it causes', () => {
    const result = qc(GERMAN.replace('der Hebel 12', 'der Arm 12'));
    expect(result.issues).toEqual([
      { kind: 'glossary', claim: 2, message: 'Claim 2: "lever" should be rendered "Hebel" (glossary).' },
      { kind: 'inconsistent', claim: null, message: '"lever 12" is rendered in 2 ways: "hebel" (claim 1), "arm" (claim 2).' },
    ]);
  });

  it('reports a claim left in the source language, and a run of source words', () => {
    const untouched = qc(GERMAN.replace(/^2\. .*$/m, '2. The device of claim 1, wherein the lever 12 is made of steel.'), []);
    expect(untouched.issues).toEqual([{ kind: 'untranslated', claim: 2, message: 'Claim 2 is not translated: it reads as the source.' }]);
    const partly = qc(GERMAN.replace('die Feder 14 aus Kupfer besteht', 'wherein the spring 14 is made of copper'), []);
    expect(partly.issues).toEqual([
      { kind: 'inconsistent', claim: null, message: '"spring 14" is rendered in 2 ways: "feder" (claim 1), "spring" (claim 3).' },
      { kind: 'untranslated', claim: 3, message: 'Claim 3 keeps source wording untranslated: "wherein the spring 14 is made of copper".' },
    ]);
  });
});
