import {
  candidateVerdict,
  compareCandidates,
  DEFAULT_WORKSHOP_TIME,
  greatCircleKm,
  isBeyondBookingHorizon,
  parisDayAndTime,
  parisInstant,
  parseParisDateTime,
  workshopEnd,
  workshopSlots,
  type CandidateFacts,
} from './matching';
import { addDays, latestDesiredDate } from './calendar';
import { WEEK_DAYS } from './merchants';
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
    // Monday 30 November to Sunday 6 December 2026.
    const week = WEEK_DAYS.map((_, i) => parisDayAndTime(parisInstant(addDays('2026-11-30', i), '10:00')).weekDay);
    expect(week).toEqual([...WEEK_DAYS]);
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

describe('matching boundaries', () => {
  it('keeps an artisan exactly at the radius, and one hosting exactly the children asked for', () => {
    expect(candidateVerdict({ ...eligible, distanceKm: 15 }, request).eligible).toBe(true);
    expect(candidateVerdict({ ...eligible, maxChildren: 6 }, request).eligible).toBe(true);
    expect(candidateVerdict({ ...eligible, distanceKm: 0 }, request).reasons[0]).toEqual({ code: 'distance', label: 'À 0 km' });
  });

  it('names the radius, the group and the hours in each exclusion', () => {
    const verdict = candidateVerdict(
      { ...eligible, distanceKm: 20, maxChildren: 5, availableHours: ['14:00', '14:30'] },
      { ...request, radiusKm: 12.5, date: new Date('2026-12-12T13:30:00.000Z') },
    );
    expect(verdict).toEqual({
      eligible: false,
      reasons: [
        { code: 'too_far', label: 'Au-delà du rayon de 12,5 km' },
        { code: 'too_few_children', label: "Nombre d'enfants maximum (5) inférieur aux 6 enfants" },
        { code: 'hours_unavailable', label: 'Pas disponible de 14:30 à 16:00' },
      ],
    });
    expect(candidateVerdict({ ...eligible, availableDays: ['Lundi'] }, request).reasons).toEqual([{ code: 'day_unavailable', label: 'Pas disponible le samedi' }]);
  });

  it('lists every exclusion that applies, and an unplaced artisan as such', () => {
    const verdict = candidateVerdict({ ...eligible, active: false, sameTrade: false, distanceKm: null, daysOff: ['2026-12-12'], busy: true }, request);
    expect(verdict.reasons.map((reason) => reason.code)).toEqual(['inactive', 'other_trade', 'no_position', 'day_off', 'busy']);
  });

  it('refuses a start whose three slots do not fit in the day', () => {
    const late = new Date('2026-12-12T22:00:00.000Z'); // 23:00 in Paris
    const verdict = candidateVerdict({ ...eligible, availableHours: ['23:00', '23:30'] }, { ...request, date: late });
    expect(verdict.reasons).toEqual([{ code: 'hours_unavailable', label: 'Pas disponible de 23:00 à 00:30' }]);
  });

  it('fits a workshop from the first slot of the day', () => {
    expect(workshopSlots('08:00')).toEqual(['08:00', '08:30', '09:00']);
  });

  it('ranks the nearer of two placed artisans first, both ways', () => {
    const near = { establishment_name: 'Zénith', eligible: true, distanceKm: 2, recentWorkshops: 5 };
    const far = { establishment_name: 'Aubépine', eligible: true, distanceKm: 9, recentWorkshops: 0 };
    expect(compareCandidates(near, far)).toBeLessThan(0);
    expect(compareCandidates(far, near)).toBeGreaterThan(0);
  });

  it('ends a workshop 1 h 30 after its start, minutes included, past midnight too', () => {
    expect(['14:00', '14:30', '09:45', '22:30', '23:30'].map(workshopEnd)).toEqual(['15:30', '16:00', '11:15', '00:00', '01:00']);
  });

  it('ranks by fewest recent workshops before the name, at the same distance', () => {
    const rows = [
      { establishment_name: 'Aubépine', eligible: true, distanceKm: 3, recentWorkshops: 4 },
      { establishment_name: 'Zénith', eligible: true, distanceKm: 3, recentWorkshops: 0 },
      { establishment_name: 'Myrtille', eligible: true, distanceKm: 3, recentWorkshops: 2 },
    ];
    expect(rows.sort(compareCandidates).map((row) => row.establishment_name)).toEqual(['Zénith', 'Myrtille', 'Aubépine']);
  });

  it('ranks the eligible before the excluded, whatever their distance, both ways', () => {
    const near = { establishment_name: 'Près', eligible: false, distanceKm: 1, recentWorkshops: 0 };
    const far = { establishment_name: 'Loin', eligible: true, distanceKm: 14, recentWorkshops: 9 };
    expect(compareCandidates(far, near)).toBeLessThan(0);
    expect(compareCandidates(near, far)).toBeGreaterThan(0);
  });
});

describe('a workshop start as staff type it', () => {
  it('reads a time without offset as Paris time, summer and winter', () => {
    expect(parseParisDateTime('2026-12-12T14:00')?.toISOString()).toBe('2026-12-12T13:00:00.000Z');
    expect(parseParisDateTime('2026-07-04T14:30:15')?.toISOString()).toBe('2026-07-04T12:30:15.000Z');
    expect(parseParisDateTime('2026-07-04T14:30:15.250')?.toISOString()).toBe('2026-07-04T12:30:15.000Z');
  });

  it('keeps an explicit offset', () => {
    expect(parseParisDateTime('2026-12-12T14:00Z')?.toISOString()).toBe('2026-12-12T14:00:00.000Z');
    expect(parseParisDateTime('2026-12-12T14:00:00+02:00')?.toISOString()).toBe('2026-12-12T12:00:00.000Z');
  });

  it('takes every minute and second of the day, from just past midnight to 23:59:59', () => {
    expect(parseParisDateTime('2026-12-12T00:30')?.toISOString()).toBe('2026-12-11T23:30:00.000Z');
    expect(parseParisDateTime('2026-12-12T00:00:30')?.toISOString()).toBe('2026-12-11T23:00:30.000Z');
    expect(parseParisDateTime('2026-12-12T23:59:59')?.toISOString()).toBe('2026-12-12T22:59:59.000Z');
  });

  it('starts a workshop at 14:00 when the parent gave only a day', () => {
    expect(DEFAULT_WORKSHOP_TIME).toBe('14:00');
  });

  it('refuses what is not a real date-time', () => {
    for (const value of ['2026-02-30T14:00', '2026-13-01T14:00', '2026-12-12T24:00', '2026-12-12T14:60', '2026-12-12T14:00:60', '2026-12-12', '2026-12-12 14:00', 'x2026-12-12T14:00', '2026-12-12T14:00+2']) {
      expect({ value, parsed: parseParisDateTime(value) }).toEqual({ value, parsed: undefined });
    }
  });

  it('finds the instant a Paris day reads a time, in winter, in summer and on the spring gap', () => {
    expect(parisInstant('2026-12-12', '14:00').toISOString()).toBe('2026-12-12T13:00:00.000Z');
    expect(parisInstant('2026-07-04', '14:00').toISOString()).toBe('2026-07-04T12:00:00.000Z');
    // 02:30 does not exist on 28 March 2027: the later reading, 03:30 summer time.
    expect(parisInstant('2027-03-28', '02:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('plans no further ahead than a family may ask', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const latest = parisInstant(latestDesiredDate(now), '23:30');
    expect(isBeyondBookingHorizon(latest, now)).toBe(false);
    expect(isBeyondBookingHorizon(new Date(latest.getTime() + 3_600_000), now)).toBe(true);
  });
});
