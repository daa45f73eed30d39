import { WORKSHOP_PROMISES } from './promises';

describe('what the site promises', () => {
  it('says the figures of the rules in the words of the pages: 1h30, about 8 children, 48h, 10 days', () => {
    expect(WORKSHOP_PROMISES).toEqual({ duration: '1h30', children: 8, callBack: '48h', artisanDetails: '10 jours' });
  });
});
