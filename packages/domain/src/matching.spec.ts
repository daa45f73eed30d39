import {
  candidateVerdict,
  compareCandidates,
  greatCircleKm,
  parisDayAndTime,
  workshopEnd,
  workshopSlots,
  type CandidateFacts,
} from './matching';
import { merchantTypeSectorKeys } from './sectors';

const saturday14h = new Date('2026-12-12T13:00:00.000Z'); // Samedi 12 décembre 2026, 14:00 à Paris (UTC+1)

const eligible: CandidateFacts = {
  active: true,
  sameTrade: true,
  distanceKm: 4.24,
  maxChildren: 8,
  availableDays: ['Samedi'],
  availableHours: ['14:00', '14:30', '15:00'],
  daysOff: [],
  busy: false,
  recentWorkshops: 2,
};
const request = { radiusKm: 15, numberOfChildren: 6, date: saturday14h };

describe('matching rules', () => {
  it('reads an instant as a Paris weekday and time, across summer time', () => {
    expect(parisDayAndTime(saturday14h)).toEqual({ day: '2026-12-12', weekDay: 'Samedi', time: '14:00' });
    expect(parisDayAndTime(new Date('2026-07-04T12:30:00.000Z'))).toEqual({ day: '2026-07-04', weekDay: 'Samedi', time: '14:30' });
  });

  it('takes three consecutive half-hour slots, and none past the last slot', () => {
    expect(workshopSlots('14:00')).toEqual(['14:00', '14:30', '15:00']);
    expect(workshopSlots('22:30')).toEqual(['22:30', '23:00', '23:30']);
    expect(workshopSlots('23:00')).toBeUndefined();
    expect(workshopSlots('14:15')).toBeUndefined();
    expect(workshopEnd('14:00')).toBe('15:30');
  });

  it('ranks an eligible artisan by its distance and recent workshops', () => {
    expect(candidateVerdict(eligible, request)).toEqual({
      eligible: true,
      reasons: [
        { code: 'distance', label: 'À 4,2 km' },
        { code: 'recent_workshops', label: '2 atelier(s) ces 30 derniers jours' },
      ],
    });
  });

  it.each<[string, Partial<CandidateFacts>]>([
    ['inactive', { active: false }],
    ['other_trade', { sameTrade: false }],
    ['no_position', { distanceKm: null }],
    ['too_far', { distanceKm: 15.1 }],
    ['too_few_children', { maxChildren: 5 }],
    ['day_unavailable', { availableDays: ['Dimanche'] }],
    ['hours_unavailable', { availableHours: ['14:00', '14:30'] }],
    ['day_off', { daysOff: ['2026-12-12'] }],
    ['busy', { busy: true }],
  ])('excludes with the reason %s', (code, change) => {
    const verdict = candidateVerdict({ ...eligible, ...change }, request);
    expect(verdict.eligible).toBe(false);
    expect(verdict.reasons.map((reason) => reason.code)).toEqual([code]);
    expect(verdict.reasons[0].label).not.toMatch(/\{/);
  });

  it('orders eligible first, then nearest, then fewest recent workshops', () => {
    const rows = [
      { establishment_name: 'C', eligible: false, distanceKm: 1, recentWorkshops: 0 },
      { establishment_name: 'B', eligible: true, distanceKm: 5, recentWorkshops: 3 },
      { establishment_name: 'A', eligible: true, distanceKm: 5, recentWorkshops: 1 },
      { establishment_name: 'D', eligible: true, distanceKm: 2, recentWorkshops: 9 },
    ];
    expect(rows.sort(compareCandidates).map((row) => row.establishment_name)).toEqual(['D', 'A', 'B', 'C']);
  });

  it('measures great-circle kilometres (Lyon 1er → Villeurbanne about 4 km, Paris → Lyon about 392 km)', () => {
    expect(greatCircleKm(45.7676, 4.8344, 45.7719, 4.8902)).toBeCloseTo(4.35, 1);
    expect(greatCircleKm(48.8566, 2.3522, 45.764, 4.8357)).toBeGreaterThan(385);
    expect(greatCircleKm(48.8566, 2.3522, 45.764, 4.8357)).toBeLessThan(395);
  });

  it("maps a parent's merchant type to the sectors it names, boulanger by default", () => {
    expect(merchantTypeSectorKeys('')).toContain('boulanger');
    expect(merchantTypeSectorKeys('Pâtissière')).toContain('patissier');
    expect(merchantTypeSectorKeys('createur-bijoux')).toContain('createur de bijoux');
    expect(merchantTypeSectorKeys('Céramistes')).toContain('ceramiste');
  });
});
