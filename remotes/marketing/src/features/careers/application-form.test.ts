import { CV_MAX_BYTES } from '@iprism/shared/contracts/careers';
import { CareersApplicationSchema } from '@iprism/shared/contracts/forms';
import { validateWith } from '../forms/validate';
import { EMPTY_APPLICATION, applicationPayload, cvProblem, linksFromText } from './application-form';

describe('linksFromText', () => {
  it('splits on lines, commas and spaces and drops blanks', () => {
    expect(linksFromText('https://a.test\n\n https://b.test, https://c.test ')).toEqual(['https://a.test', 'https://b.test', 'https://c.test']);
    expect(linksFromText('   ')).toEqual([]);
  });
});

describe('application form', () => {
  it('asks for name, email, role and cover note; links are optional', () => {
    const result = validateWith(CareersApplicationSchema, applicationPayload(EMPTY_APPLICATION));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['coverNote', 'email', 'name', 'role']);
  });

  it('rejects a link without a scheme', () => {
    const result = validateWith(CareersApplicationSchema, applicationPayload({ ...EMPTY_APPLICATION, name: 'Ada Lovelace', email: 'ada@x.test', role: 'Open application', links: 'github.com/ada', coverNote: 'n'.repeat(60) }));
    expect(result).toEqual({ ok: false, errors: { links: 'Each link must be a full address starting with https://.' } });
  });
});

describe('cvProblem', () => {
  it('accepts a PDF, DOCX or text CV within the limit', () => {
    expect(cvProblem({ name: 'Ada CV.PDF', size: 120_000 })).toBeNull();
    expect(cvProblem({ name: 'cv.docx', size: CV_MAX_BYTES })).toBeNull();
    expect(cvProblem({ name: 'cv.txt', size: 10 })).toBeNull();
  });

  it('names the file and the rule it breaks', () => {
    expect(cvProblem({ name: 'cv.exe', size: 10 })).toBe('cv.exe is not a PDF, Word (DOCX) or plain-text document.');
    expect(cvProblem({ name: 'cv.pdf', size: 0 })).toBe('cv.pdf is empty.');
    expect(cvProblem({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })).toBe('cv.pdf is larger than the 10 MB limit for a CV.');
  });
});
