import { PASSWORD_MIN_LENGTH_DEFAULT, evaluatePassword } from './password-strength';

const passed = (pw: string, min?: number) =>
  evaluatePassword(pw, min)
    .checks.filter((c) => c.passed)
    .map((c) => c.id);

describe('evaluatePassword', () => {
  it('defaults the minimum length to 6', () => {
    expect(PASSWORD_MIN_LENGTH_DEFAULT).toBe(6);
    expect(passed('abcde')).not.toContain('length');
    expect(passed('abcdef')).toContain('length');
  });

  it('honours a custom minimum length and names it in the check label', () => {
    const result = evaluatePassword('abcdefgh', 10);
    expect(result.checks.find((c) => c.id === 'length')).toEqual({ id: 'length', label: 'At least 10 characters', passed: false });
  });

  it('checks each character class on its own', () => {
    expect(passed('a')).toEqual(['lowercase']);
    expect(passed('A')).toEqual(['uppercase']);
    expect(passed('7')).toEqual(['number']);
    expect(passed('#')).toEqual(['special']);
  });

  it('does not count whitespace as a special character', () => {
    expect(passed(' ')).toEqual([]);
  });

  it('scores an empty password 0, Very weak', () => {
    expect(evaluatePassword('')).toMatchObject({ score: 0, maxScore: 5, label: 'Very weak', color: 'error' });
  });

  it('rises with each passed check up to 5, Strong', () => {
    expect(evaluatePassword('abcdef')).toMatchObject({ score: 2, label: 'Weak' });
    expect(evaluatePassword('abcdeF')).toMatchObject({ score: 3, label: 'Fair', color: 'warning' });
    expect(evaluatePassword('abcde1F')).toMatchObject({ score: 4, label: 'Good', color: 'info' });
    expect(evaluatePassword('Patent#2026')).toMatchObject({ score: 5, label: 'Strong', color: 'success' });
  });

  it('counts non-Latin letters and characters by code point', () => {
    expect(passed('éÉ')).toEqual(['lowercase', 'uppercase']);
    expect(passed('😀😀😀😀😀😀')).toEqual(['length', 'special']);
  });
});
