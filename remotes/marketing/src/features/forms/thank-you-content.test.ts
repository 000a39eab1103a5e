import { FORM_KINDS } from '@iprism/shared/contracts/forms';
import { thankYouContent } from './thank-you-content';

describe('thankYouContent', () => {
  it('has its own confirmation for every form kind', () => {
    const headings = FORM_KINDS.map((k) => thankYouContent(k).heading);
    expect(new Set(headings).size).toBe(FORM_KINDS.length);
  });

  it('falls back to a generic thank-you', () => {
    expect(thankYouContent(null).heading).toBe('Thank you');
    expect(thankYouContent('toString').heading).toBe('Thank you');
  });
});
