import { ocrDamaged, translated } from './text-quality';

describe('claim text that is not the drafter\'s own wording', () => {
  it.each<[string, boolean, boolean]>([
    ['The method ofclaim 1further characterized by activating an alarm signal.', true, false],
    ['Apparatus according toclaim 1and further including disable means.', true, false],
    ['strip chart means records said signal. References Cited The following references, cited by the Examiner', true, false],
    ['Arrangement as claimed in claim 9, characterized in that at least one Network Access Point object is introduced.', false, true],
    ['The pre-charging system of claim 12, wherein the electronic control unit is configured to set the target charge value.', false, false],
  ])('%s', (text, ocr, foreign) => {
    expect([ocrDamaged([text]), translated([text])]).toEqual([ocr, foreign]);
  });
});
