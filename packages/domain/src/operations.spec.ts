import { durationInFrench } from './operations';

describe('durationInFrench', () => {
  it('reads minutes under an hour, hours under two days, then days', () => {
    expect([59, 60, 120, 3599, 3600, 7200, 47 * 3600 + 3599, 48 * 3600, 3 * 86_400 + 7200].map(durationInFrench)).toEqual([
      '0 minute',
      '1 minute',
      '2 minutes',
      '59 minutes',
      '1 heure',
      '2 heures',
      '47 heures',
      '2 jours',
      '3 jours',
    ]);
  });
});
