import { compareCandidates, formatKm, greatCircleKm, parisDayAndTime } from './matching';

const candidate = (establishment_name: string, distanceKm: number | null, recentWorkshops = 0, eligible = true) => ({
  establishment_name,
  distanceKm,
  recentWorkshops,
  eligible,
});

describe('candidate ranking', () => {
  it('puts eligible first, then the nearest, then the fewest recent workshops, then the name', () => {
    const list = [
      candidate('Loin', 9),
      candidate('Exclu proche', 1, 0, false),
      candidate('Près, occupé', 2, 3),
      candidate('Près', 2, 1),
      candidate('Près aussi', 2, 1),
    ];
    expect(list.sort(compareCandidates).map((c) => c.establishment_name)).toEqual(['Près', 'Près aussi', 'Près, occupé', 'Loin', 'Exclu proche']);
  });

  it('puts an artisan without a position after every placed one', () => {
    const list = [candidate('Sans position', null, 0, false), candidate('Loin', 150, 5, false), candidate('Aussi sans', null, 0, false)];
    expect(list.sort(compareCandidates).map((c) => c.establishment_name)).toEqual(['Loin', 'Aussi sans', 'Sans position']);
  });
});

describe('matching helpers', () => {
  it("measures Lyon 1er to Villeurbanne (La Poste's points) at 4.6 km, and a degree of latitude at 111.2 km", () => {
    expect(greatCircleKm(45.76993, 4.82922, 45.77077, 4.88846)).toBeCloseTo(4.6, 1);
    expect(greatCircleKm(45, 4, 46, 4)).toBeCloseTo(111.2, 1);
  });

  it('reads Paris time across daylight saving', () => {
    expect(parisDayAndTime(new Date('2027-01-06T13:00:00Z'))).toEqual({ day: '2027-01-06', weekDay: 'Mercredi', time: '14:00' });
    expect(parisDayAndTime(new Date('2027-07-07T12:00:00Z'))).toEqual({ day: '2027-07-07', weekDay: 'Mercredi', time: '14:00' });
  });

  it('writes kilometres with one decimal and a French comma', () => {
    expect([formatKm(4.56), formatKm(12), formatKm(0.04)]).toEqual(['4,6', '12', '0']);
  });
});
