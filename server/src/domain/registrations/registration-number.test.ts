import { RegistrationFormatSchema } from '@iprism/shared/contracts';
import { formatRegistrationNumber } from './registration-number';

describe('formatRegistrationNumber', () => {
  it.each([
    ['45123', '45123'],
    ['123456', '123456'],
    ['  45123 ', '45123'],
    ['Reg. No. 45,123', '45123'],
    ['USPTO Reg #45123', '45123'],
    ['RN 45 123', '45123'],
    ['reg. no.: 07123', '07123'],
    ['45.123', '45123'],
  ])('accepts %p as %p', (input, normalized) => {
    const result = formatRegistrationNumber(input);
    expect(result).toEqual({ valid: true, normalized });
    expect(RegistrationFormatSchema.parse(result)).toEqual(result);
  });

  it('refuses four and seven digits', () => {
    expect(formatRegistrationNumber('4512')).toEqual({ valid: false, normalized: '4512', message: 'A USPTO registration number has five or six digits.' });
    expect(formatRegistrationNumber('1234567')).toMatchObject({ valid: false, normalized: '1234567' });
  });

  it('refuses letters after the digits or inside them', () => {
    expect(formatRegistrationNumber('45123A')).toEqual({ valid: false, normalized: '45123A', message: 'A USPTO registration number is made of digits only, such as 45123.' });
    expect(formatRegistrationNumber('45O23').valid).toBe(false);
  });

  it('asks for a number when nothing but letters or spaces is given', () => {
    expect(formatRegistrationNumber('   ')).toEqual({ valid: false, normalized: '', message: 'Enter your USPTO registration number.' });
    expect(formatRegistrationNumber('Reg. No.')).toMatchObject({ valid: false, normalized: '' });
  });
});
