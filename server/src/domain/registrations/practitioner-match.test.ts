import { VerifyPractitionerResponseSchema } from '@iprism/shared/contracts';
import { comparableName, matchPractitioner, type RosterEntry } from './practitioner-match';

const roster: RosterEntry[] = [
  { registrationNumber: '45123', lastName: 'Müller', name: 'Anna Müller', type: 'attorney', firm: 'Müller & Partners LLP', city: 'Boston', state: 'MA', status: 'Active' },
  { registrationNumber: '071234', lastName: "O'Brien-Smith", name: "Kieran O'Brien-Smith", type: 'agent', firm: 'Solo', city: 'Austin', state: 'TX', status: 'Active' },
  { registrationNumber: '33001', lastName: 'Nguyen', name: 'Lan Nguyen', type: 'attorney', firm: 'Retired', city: 'Denver', state: 'CO', status: 'Inactive' },
];

describe('comparableName', () => {
  it('ignores case, accents, spaces, hyphens, apostrophes and dots', () => {
    expect(comparableName('Müller')).toBe(comparableName('MULLER'));
    expect(comparableName("O'Brien-Smith")).toBe(comparableName('obrien smith'));
    expect(comparableName('Señora Peña')).toBe('senorapena');
    expect(comparableName('Straße')).toBe('strasse');
  });
});

describe('matchPractitioner', () => {
  it('verifies an active practitioner by number and last name', () => {
    const result = matchPractitioner(roster, '45123', 'muller');
    expect(result).toEqual({ verified: true, practitioner: { name: 'Anna Müller', type: 'attorney', firm: 'Müller & Partners LLP', city: 'Boston', state: 'MA', status: 'Active' } });
    expect(VerifyPractitionerResponseSchema.parse(result)).toEqual(result);
  });

  it('reads the number as typed and compares it as digits', () => {
    expect(matchPractitioner(roster, 'Reg. No. 45,123', 'MÜLLER').verified).toBe(true);
    expect(matchPractitioner(roster, '71234', "o'brien smith")).toMatchObject({ verified: true, practitioner: { type: 'agent' } });
  });

  it('reveals nothing when the name does not match the number', () => {
    expect(matchPractitioner(roster, '45123', 'Nguyen')).toEqual({ verified: false });
    expect(matchPractitioner(roster, '99999', 'Müller')).toEqual({ verified: false });
  });

  it('returns an inactive practitioner unverified', () => {
    expect(matchPractitioner(roster, '33001', 'nguyen')).toMatchObject({ verified: false, practitioner: { status: 'Inactive' } });
  });

  it('verifies nobody for a malformed number or an empty name', () => {
    expect(matchPractitioner(roster, '4512', 'Müller')).toEqual({ verified: false });
    expect(matchPractitioner(roster, '45123', ' - ')).toEqual({ verified: false });
  });
});
