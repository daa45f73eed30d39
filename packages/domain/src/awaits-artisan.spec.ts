import { awaitsArtisan, parisDayAndTime, parisInstant } from './matching';

describe('awaitsArtisan', () => {
  const waiting = { status: 'submitted', depositPaid: true, hasOpenProposal: false };

  it('holds for a paid request, submitted or sent back without a proposal in play', () => {
    expect(awaitsArtisan(waiting)).toBe(true);
    expect(awaitsArtisan({ ...waiting, status: 'proposal_sent' })).toBe(true);
  });

  it('does not hold without a deposit, with an open proposal, or once settled, refused or archived', () => {
    expect(awaitsArtisan({ ...waiting, depositPaid: false })).toBe(false);
    expect(awaitsArtisan({ ...waiting, hasOpenProposal: true })).toBe(false);
    for (const status of ['accepted', 'parent_rejected', 'admin_closed', 'unknown']) expect(awaitsArtisan({ ...waiting, status })).toBe(false);
  });
});

describe('parisInstant', () => {
  it('reads a Paris day and time in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(parisInstant('2026-12-05', '14:00').toISOString()).toBe('2026-12-05T13:00:00.000Z');
    expect(parisInstant('2026-07-04', '14:00').toISOString()).toBe('2026-07-04T12:00:00.000Z');
  });

  it('is right on the days the clocks change', () => {
    for (const day of ['2026-03-29', '2026-10-25']) expect(parisDayAndTime(parisInstant(day, '14:00'))).toMatchObject({ day, time: '14:00' });
  });
});
