import type { Report } from '@iprism/shared/contracts/report';
import { applicationText } from './application-text';

describe('applicationText', () => {
  const report = {
    claims: [
      { number: 1, text: 'A device comprising a lever 12.' },
      { number: 2, text: 'The device of claim 1, wherein the lever 12 is steel.' },
    ],
    sections: [
      { name: 'title', heading: '', text: 'Lever device', page: null },
      { name: 'abstract', heading: 'Abstract', text: 'A lever device. ', page: null },
      { name: 'background', heading: 'Background', text: 'Levers are old.', page: null },
      { name: 'detailedDescription', heading: 'Detailed description', text: 'The lever 12 pivots.', page: null },
    ],
  } as unknown as Report;

  it('numbers the claims one a line, as the translation splits them', () => {
    expect(applicationText(report, 'claims')).toBe('1. A device comprising a lever 12.\n2. The device of claim 1, wherein the lever 12 is steel.');
  });

  it('takes the abstract, or the description sections as paragraphs without title or claims', () => {
    expect(applicationText(report, 'abstract')).toBe('A lever device.');
    expect(applicationText(report, 'description')).toBe('Levers are old.\n\nThe lever 12 pivots.');
  });
});
