import { eq, inArray } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { greatCircleKm } from '@ptits-mitrons/domain';
import { CitiesModule } from '../../backend/src/cities/cities.module';
import { cities } from '../../backend/src/cities/cities.schema';
import { seedCitiesAndSectors } from '../../backend/src/cities/cities.seed';
import { loadCommunes } from '../../backend/src/cities/communes';
import { cityCoordinatesCoverage, coverageLine, fillCityCoordinates, loadCommuneCoordinates } from '../../backend/src/cities/commune-coordinates';
import { createTestApp, type TestApp } from '../support/app';

/** Every (commune, postcode) row gets La Poste's point of its commune, or of its arrondissement, at seed time. */
describe('Coordonnées des communes', () => {
  let t: TestApp;
  const file = loadCommuneCoordinates();
  let output = '';
  beforeAll(async () => {
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logs });
  });
  afterAll(() => t.close());

  async function pointOf(id: string): Promise<{ latitude: number | null; longitude: number | null }> {
    const [row] = await t.db.select({ latitude: cities.latitude, longitude: cities.longitude }).from(cities).where(eq(cities.id, id));
    return row;
  }

  it('covers at least 99 % of the rows, and says so in one French line', async () => {
    const coverage = await cityCoordinatesCoverage(t.db);
    expect(coverage.total).toBeGreaterThan(35_000);
    expect(coverage.placed / coverage.total).toBeGreaterThanOrEqual(0.99);
    expect(coverageLine({ placed: 35_480, total: 35_512 })).toBe('Coordonnées des communes : 35\u202f480 / 35\u202f512 lignes (99,9 %)');
  });

  it("gives Paris, Lyon and Marseille postcodes their arrondissement's point", async () => {
    const lyon1 = await pointOf('69123-69001');
    const lyon9 = await pointOf('69123-69009');
    expect(lyon1).toEqual(file.get('69381'));
    expect(lyon9).toEqual(file.get('69389'));
    expect(greatCircleKm(lyon1.latitude!, lyon1.longitude!, lyon9.latitude!, lyon9.longitude!)).toBeGreaterThan(2);
    expect(await pointOf('75056-75015')).toEqual(file.get('75115'));
    // 75016 and 75116 are both the 16th arrondissement's postcodes.
    expect(await pointOf('75056-75116')).toEqual(file.get('75116'));
    expect(await pointOf('13055-13008')).toEqual(file.get('13208'));
  });

  it('places a commune the file lacks at the mean of its former communes', async () => {
    // Aurseulles (14581) merged seven communes in 2016; the file knows one of them, Anctoville (14011).
    expect(file.has('14581')).toBe(false);
    const former = ['14011', '14267', '14376', '14479', '14526', '14673', '14695'].flatMap((code) => file.get(code) ?? []);
    expect(former.length).toBeGreaterThan(0);
    const point = await pointOf('14581-14240');
    expect(point.latitude).toBeCloseTo(former.reduce((sum, p) => sum + p.latitude, 0) / former.length, 4);
    expect(point.longitude).toBeCloseTo(former.reduce((sum, p) => sum + p.longitude, 0) / former.length, 4);
    expect(await pointOf('14581-14250')).toEqual(point);
  });

  it('places a commune without former codes at the mean of the communes sharing its postcode', async () => {
    // Celles (15031) is not in the file; most other communes of 15170 are.
    expect(file.has('15031')).toBe(false);
    const neighbours = loadCommunes()
      .filter((c) => c.type === 'commune-actuelle' && c.codesPostaux?.includes('15170'))
      .flatMap((c) => file.get(c.code) ?? []);
    expect(neighbours.length).toBeGreaterThan(3);
    const point = await pointOf('15031-15170');
    expect(point.latitude).toBeCloseTo(neighbours.reduce((sum, p) => sum + p.latitude, 0) / neighbours.length, 4);
    expect(point.longitude).toBeCloseTo(neighbours.reduce((sum, p) => sum + p.longitude, 0) / neighbours.length, 4);
  });

  it('backfills, at start-up, rows whose coordinates are missing, logs the coverage, and does nothing the second time', async () => {
    const ids = ['69123-69001', '21231-21000'];
    const before = await Promise.all(ids.map(pointOf));
    await t.db.update(cities).set({ latitude: null, longitude: null }).where(inArray(cities.id, ids));
    // The start-up path of an existing database: the seed finds the cities there and only backfills.
    await t.app.get(CitiesModule).onModuleInit();
    expect(await Promise.all(ids.map(pointOf))).toEqual(before);
    const { placed, total } = await cityCoordinatesCoverage(t.db);
    expect(output).toContain(`Coordonnées des communes : ${total.toLocaleString('fr-FR')} / ${total.toLocaleString('fr-FR')} lignes (100,0 %)`);
    expect(placed).toBe(total);
    expect(await seedCitiesAndSectors(t.db)).toEqual({ citiesInserted: 0, sectorsInserted: 0, coordinatesFilled: 0 });
    expect(await fillCityCoordinates(t.db)).toEqual({ filled: 0 });
  });
});
