import { PatentTermSchema } from '@iprism/shared/contracts';
import { AppError } from '../../platform/lib/errors';
import { patentTerm, type PatentTermInput } from './patent-term';

function fieldOf(input: PatentTermInput): string | undefined {
  try {
    patentTerm(input);
  } catch (err) {
    if (err instanceof AppError) return (err.details as { path: string }[])[0]?.path;
    throw err;
  }
  return undefined;
}

describe('patentTerm: 20 years from filing (filed on or after 1995-06-08)', () => {
  it('applies to an application filed on the cut-over day', () => {
    const term = patentTerm({ kind: 'utility', filingDate: '1995-06-08', grantDate: '1998-01-06' });
    expect(term).toEqual({
      expiresAt: '2015-06-08',
      basis: 'Utility patent filed on or after 1995-06-08: 20 years from the filing date (1995-06-08) under 35 U.S.C. 154(a)(2), 2015-06-08.',
    });
    expect(PatentTermSchema.parse(term)).toEqual(term);
  });

  it('counts from the earliest non-provisional filing date', () => {
    const term = patentTerm({ kind: 'utility', filingDate: '2012-03-01', earliestNonProvisionalFilingDate: '2009-11-20', grantDate: '2015-06-02' });
    expect(term.expiresAt).toBe('2029-11-20');
    expect(term.basis).toContain('20 years from the earliest non-provisional filing date (2009-11-20)');
  });

  it('adds PTA days, and PTE days after them', () => {
    expect(patentTerm({ kind: 'utility', filingDate: '2010-04-15', grantDate: '2014-02-04', ptaDays: 245 })).toEqual({
      expiresAt: '2030-12-16',
      basis: 'Utility patent filed on or after 1995-06-08: 20 years from the filing date (2010-04-15) under 35 U.S.C. 154(a)(2), 2030-04-15, plus 245 days of patent term adjustment (35 U.S.C. 154(b)).',
    });
    const both = patentTerm({ kind: 'utility', filingDate: '2010-04-15', grantDate: '2014-02-04', ptaDays: 245, pteDays: 365 });
    expect(both.expiresAt).toBe('2031-12-16');
    expect(both.basis).toContain('245 days of patent term adjustment (35 U.S.C. 154(b)) and 365 days of patent term extension (35 U.S.C. 156)');
  });

  it('is capped by an earlier terminal disclaimer date, and not by a later one', () => {
    const capped = patentTerm({ kind: 'utility', filingDate: '2010-04-15', grantDate: '2014-02-04', ptaDays: 245, terminalDisclaimerDate: '2028-09-30' });
    expect(capped.expiresAt).toBe('2028-09-30');
    expect(capped.basis).toMatch(/; a terminal disclaimer cuts it to 2028-09-30\.$/);
    expect(patentTerm({ kind: 'utility', filingDate: '2010-04-15', grantDate: '2014-02-04', terminalDisclaimerDate: '2031-01-01' }).expiresAt).toBe('2030-04-15');
    expect(patentTerm({ kind: 'utility', filingDate: '2010-04-15', grantDate: '2014-02-04', terminalDisclaimerDate: '2030-04-15' }).basis).not.toContain('terminal disclaimer');
  });

  it('applies the same rule to plant patents, and keeps a 29 February filing on 29 February', () => {
    expect(patentTerm({ kind: 'plant', filingDate: '2004-02-29', grantDate: '2006-05-02' })).toEqual({
      expiresAt: '2024-02-29',
      basis: 'Plant patent filed on or after 1995-06-08: 20 years from the filing date (2004-02-29) under 35 U.S.C. 154(a)(2), 2024-02-29.',
    });
  });
});

describe('patentTerm: filed before 1995-06-08', () => {
  it('takes 20 years from filing when that is later (filed the day before the cut-over)', () => {
    const term = patentTerm({ kind: 'utility', filingDate: '1995-06-07', grantDate: '1998-01-06' });
    expect(term.expiresAt).toBe('2015-06-07');
    expect(term.basis).toBe(
      'Utility patent filed before 1995-06-08 and in force on that day or granted after it: the later of 17 years from grant (2015-01-06) and 20 years from filing (2015-06-07) under 35 U.S.C. 154(c)(1), here 20 years from the filing date (2015-06-07).',
    );
  });

  it('takes 17 years from grant when that is later', () => {
    const term = patentTerm({ kind: 'utility', filingDate: '1995-06-07', grantDate: '1999-03-02' });
    expect(term.expiresAt).toBe('2016-03-02');
    expect(term.basis).toContain('here 17 years from grant (2016-03-02)');
  });

  it('gives a patent already expired before 1995-06-08 its 17 years only', () => {
    const expired = patentTerm({ kind: 'utility', filingDate: '1976-01-05', grantDate: '1978-06-06' });
    expect(expired).toEqual({ expiresAt: '1995-06-06', basis: 'Utility patent filed before 1995-06-08 and no longer in force on that day: 17 years from grant (1978-06-06), 1995-06-06.' });
    expect(patentTerm({ kind: 'utility', filingDate: '1976-01-05', grantDate: '1978-06-08' }).expiresAt).toBe('1996-01-05');
  });

  it('adds PTE days and refuses PTA days', () => {
    expect(patentTerm({ kind: 'utility', filingDate: '1995-06-07', grantDate: '1998-01-06', pteDays: 100 }).expiresAt).toBe('2015-09-15');
    expect(fieldOf({ kind: 'utility', filingDate: '1995-06-07', grantDate: '1998-01-06', ptaDays: 10 })).toBe('ptaDays');
  });

  it('falls back to 28 February for a 17-year anniversary of a 29 February grant', () => {
    expect(patentTerm({ kind: 'utility', filingDate: '1990-01-10', grantDate: '1994-03-01' }).expiresAt).toBe('2011-03-01');
    expect(patentTerm({ kind: 'utility', filingDate: '1980-01-10', grantDate: '1984-02-29' }).expiresAt).toBe('2001-02-28');
  });
});

describe('patentTerm: design patents', () => {
  it('gives 14 years from grant to a design filed the day before 2015-05-13', () => {
    expect(patentTerm({ kind: 'design', filingDate: '2015-05-12', grantDate: '2016-01-05' })).toEqual({
      expiresAt: '2030-01-05',
      basis: 'Design patent filed before 2015-05-13: 14 years from grant (2016-01-05) under 35 U.S.C. 173.',
    });
  });

  it('gives 15 years from grant to a design filed on 2015-05-13', () => {
    expect(patentTerm({ kind: 'design', filingDate: '2015-05-13', grantDate: '2016-01-05' })).toEqual({
      expiresAt: '2031-01-05',
      basis: 'Design patent filed on or after 2015-05-13: 15 years from grant (2016-01-05) under 35 U.S.C. 173.',
    });
  });

  it('keeps month-end and leap-day grants on their day where the month has it', () => {
    expect(patentTerm({ kind: 'design', filingDate: '2015-09-01', grantDate: '2016-08-31' }).expiresAt).toBe('2031-08-31');
    expect(patentTerm({ kind: 'design', filingDate: '1998-06-01', grantDate: '2000-02-29' }).expiresAt).toBe('2014-02-28');
  });

  it('is capped by a terminal disclaimer and refuses PTA and PTE', () => {
    expect(patentTerm({ kind: 'design', filingDate: '2016-01-01', grantDate: '2017-01-03', terminalDisclaimerDate: '2030-06-01' }).expiresAt).toBe('2030-06-01');
    expect(fieldOf({ kind: 'design', filingDate: '2016-01-01', grantDate: '2017-01-03', ptaDays: 5 })).toBe('ptaDays');
    expect(fieldOf({ kind: 'design', filingDate: '2016-01-01', grantDate: '2017-01-03', pteDays: 5 })).toBe('pteDays');
  });
});

describe('patentTerm: bad input names the field', () => {
  it.each<[string, PatentTermInput]>([
    ['kind', { kind: 'reissue', filingDate: '2010-01-01', grantDate: '2012-01-01' }],
    ['grantDate', { kind: 'utility', filingDate: '2010-01-01', grantDate: '2009-12-31' }],
    ['filingDate', { kind: 'utility', filingDate: '2021-02-29', grantDate: '2022-01-01' }],
    ['grantDate', { kind: 'utility', filingDate: '2021-02-01', grantDate: 'soon' }],
    ['earliestNonProvisionalFilingDate', { kind: 'utility', filingDate: '2010-01-01', earliestNonProvisionalFilingDate: '2010-01-02', grantDate: '2012-01-01' }],
    ['ptaDays', { kind: 'utility', filingDate: '2010-01-01', grantDate: '2012-01-01', ptaDays: -1 }],
    ['pteDays', { kind: 'utility', filingDate: '2010-01-01', grantDate: '2012-01-01', pteDays: 1.5 }],
    ['terminalDisclaimerDate', { kind: 'utility', filingDate: '2010-01-01', grantDate: '2012-01-01', terminalDisclaimerDate: '2030' }],
  ])('%s', (field, input) => {
    expect(fieldOf(input)).toBe(field);
  });

  it('accepts a grant on the filing day', () => {
    expect(patentTerm({ kind: 'design', filingDate: '2020-01-07', grantDate: '2020-01-07' }).expiresAt).toBe('2035-01-07');
  });
});
