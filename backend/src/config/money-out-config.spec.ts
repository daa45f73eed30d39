import { moneyOutConfig } from './configuration';

describe('moneyOut settings', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('keeps the IBAN and BIC as transfer files carry them, whatever the spaces and case they were pasted with', () => {
    process.env.OPERATOR_IBAN = 'fr76 3000 6000 0112 3456 7890 189';
    process.env.OPERATOR_BIC = ' agrifrpp882 ';
    const settings = moneyOutConfig();
    expect(settings.iban).toBe('FR7630006000011234567890189');
    expect(settings.bic).toBe('AGRIFRPP882');
  });
});
