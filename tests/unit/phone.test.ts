import { describe, expect, it } from 'vitest';
import { digitCount, INVALID_PHONE, normalisePhone, phoneProblem, withPrefix } from '../../src/forms';

describe('normalisePhone', () => {
  it.each([
    ['91234567', '+65', '91234567'],
    ['091234567', '+65', '91234567'],
    ['+6591234567', '+65', '91234567'],
    ['+65 9123 4567', '+65', '91234567'],
    ['006591234567', '+65', '91234567'],
    // Leading zeros, the prefix and spaces, again and again until none is left at the start.
    ['0 +65 0 0 9123 4567', '+65', '91234567'],
    ['+63 0917 123 4567', '+63', '9171234567'],
    ['00212 0612345678', '+212', '612345678'],
    ['  0812-3456-789 ', '+62', '812-3456-789'],
  ])('%s with %s → %s', (input, prefix, expected) => {
    expect(normalisePhone(input, prefix)).toBe(expected);
  });

  it('keeps a foreign prefix (it is not this country\'s), so the rule can refuse it', () => {
    expect(normalisePhone('+441234567', '+65')).toBe('+441234567');
  });

  it('does not strip the prefix digits without a plus or 00 (65… is a Singapore landline)', () => {
    expect(normalisePhone('65123456', '+65')).toBe('65123456');
  });
});

describe('withPrefix', () => {
  it('adds the country prefix when absent', () => {
    expect(withPrefix('91234567', '+65')).toBe('+6591234567');
    expect(withPrefix('0917 123 4567', '+63')).toBe('+639171234567');
  });

  it('keeps a leading plus as it is (without spaces)', () => {
    expect(withPrefix('+65 9123 4567', '+65')).toBe('+6591234567');
    expect(withPrefix('+44 1234 567', '+65')).toBe('+441234567');
  });

  it('leaves an empty number empty', () => {
    expect(withPrefix('  ', '+66')).toBe('');
  });
});

describe('phoneProblem', () => {
  it('accepts a national number, dashes between digits included', () => {
    expect(phoneProblem('91234567')).toBeNull();
    expect(phoneProblem('812-3456-789')).toBeNull();
    expect(phoneProblem('')).toBeNull();
  });

  it.each(['0123', '+6591234567', ' 9123', '-9123', '9123-', '91a234', '9'.repeat(31)])('refuses %j', (input) => {
    expect(phoneProblem(input)).toBe(INVALID_PHONE);
  });

  it('is the spec message id', () => {
    expect(INVALID_PHONE).toBe('enter_valid_phone_number');
  });
});

describe('digitCount', () => {
  it('counts digits only', () => {
    expect(digitCount('812-3456-789')).toBe(10);
  });
});
