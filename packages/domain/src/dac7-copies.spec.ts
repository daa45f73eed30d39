import { dac7CopyFilename, dac7CopyYearDue } from './dac7-copies';

describe('the yearly DAC7 copies', () => {
  it('are due for the past year from 15 January on (Paris days), the year before until then', () => {
    expect(dac7CopyYearDue('2027-01-01')).toBe(2025);
    expect(dac7CopyYearDue('2027-01-14')).toBe(2025);
    expect(dac7CopyYearDue('2027-01-15')).toBe(2026);
    expect(dac7CopyYearDue('2027-01-31')).toBe(2026);
    expect(dac7CopyYearDue('2027-12-31')).toBe(2026);
  });

  it('are named by their year', () => {
    expect(dac7CopyFilename(2026)).toBe('copie-dac7-2026.pdf');
  });
});
