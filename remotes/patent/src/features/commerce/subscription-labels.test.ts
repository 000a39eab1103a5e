import { renewalText } from './subscription-labels';

const day = (iso: string) => iso.slice(0, 10);

describe('renewalText', () => {
  it('says what happens at the end of the period for each status', () => {
    expect(renewalText('active', '2026-05-01T00:00:00.000Z', null, day)).toBe('Renews on 2026-05-01');
    expect(renewalText('canceling', '2026-05-01T00:00:00.000Z', null, day)).toBe('Ends on 2026-05-01');
    expect(renewalText('grace', '2026-05-01T00:00:00.000Z', '2026-05-15T00:00:00.000Z', day)).toBe('The renewal failed; access continues until 2026-05-15');
  });
});
