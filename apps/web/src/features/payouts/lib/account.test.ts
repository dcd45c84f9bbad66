import { describe, expect, it } from 'vitest';
import { formatIban, ibanProblem, taxIdProblem } from './account';

describe('IBAN', () => {
  const valid = 'UA213223130000026007233566001';

  it('groups by four and accepts spaces and lower case', () => {
    expect(formatIban(valid)).toBe('UA21 3223 1300 0002 6007 2335 6600 1');
    expect(ibanProblem('ua21 3223 1300 0002 6007 2335 6600 1')).toBeNull();
  });

  it('tells a wrong shape from a wrong checksum', () => {
    expect(ibanProblem('')).toBe('required');
    expect(ibanProblem('DE89370400440532013000')).toBe('format');
    expect(ibanProblem('UA21322313000002600723356600')).toBe('format');
    expect(ibanProblem('UA213223130000026007233566002')).toBe('checksum');
  });
});

describe('EDRPOU / ІПН', () => {
  it('checks the length and the check digit', () => {
    expect(taxIdProblem('')).toBe('required');
    expect(taxIdProblem('123')).toBe('format');
    expect(taxIdProblem('1234567899')).toBeNull();
    expect(taxIdProblem('1234567890')).toBe('checksum');
  });
});
