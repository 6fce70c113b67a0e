import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_HINT, passwordProblem } from './passwords.js';

describe('the password rule', () => {
  it('takes 8 to 128 characters with an upper-case letter, a lower-case letter and a digit', () => {
    expect(passwordProblem('Abcdefg1')).toBeNull();
    expect(passwordProblem(`Aa1${'x'.repeat(MAX_PASSWORD_LENGTH - 3)}`)).toBeNull();
  });

  it('says what is wrong, length first', () => {
    expect(passwordProblem('Abc1')).toBe('Password must be at least 8 characters.');
    expect(passwordProblem('A'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe('Password must be at least 8 characters.');
    expect(passwordProblem(`Aa1${'x'.repeat(MAX_PASSWORD_LENGTH - 2)}`)).toBe(
      'Password must be at most 128 characters.',
    );
    const mix = 'Password must contain an upper-case letter, a lower-case letter and a digit.';
    expect(passwordProblem('abcdefg1')).toBe(mix);
    expect(passwordProblem('ABCDEFG1')).toBe(mix);
    expect(passwordProblem('Abcdefgh')).toBe(mix);
  });

  it('describes itself in the hint', () => {
    expect(PASSWORD_HINT).toBe('At least 8 characters, with an upper-case letter, a lower-case letter and a digit.');
  });
});
