import { BadRequestException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ApiError } from '../common/api-error';
import { filterIds, filterString, type ListPage, type ListQuery } from '../common/list-query';
import { isCalendarDay, parisDay } from '@ptits-mitrons/domain';
import { queryRows } from '../database/database.client';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { pageViews } from '../tracking/tracking.schema';
import { MAX_DAILY_COUNT } from './dto/daily-stat.dto';
import { dailyStats } from './stats.schema';

export interface DailyStatRecord {
  _id: string;
  id: string;
  day: string;
  uniqueSessions: number;
  pageViews: number;
  bounceRate: number;
  updatedAt: string;
}

export interface DailyStatFigures {
  day: string;
  uniqueSessions: number;
  pageViews: number;
  bounceRate: number;
}

export interface ImportLineError {
  line: number;
  field?: string;
  message: string;
}

export const DAILY_STAT_SORTABLE = ['id', 'day', 'uniqueSessions', 'pageViews', 'bounceRate', 'updatedAt'] as const;
const MAX_IMPORT_LINES = 10_000;
const CSV_COLUMNS = ['day', 'uniqueSessions', 'pageViews', 'bounceRate'] as const;

const isManualDay = and(eq(dailyStats.scope, 'all'), eq(dailyStats.source, 'manual'));
const recordColumns = {
  day: dailyStats.day,
  uniqueSessions: dailyStats.uniqueSessions,
  pageViews: dailyStats.pageViews,
  bounceRate: dailyStats.bounceRate,
  updatedAt: dailyStats.updatedAt,
};

function toRecord(row: { day: string; uniqueSessions: number; pageViews: number; bounceRate: number; updatedAt: Date }): DailyStatRecord {
  return { _id: row.day, id: row.day, ...row, updatedAt: row.updatedAt.toISOString() };
}

/** 2026-09-28 → 28/09/2026, as the operator reads dates. */
export function frenchDate(day: string): string {
  return day.split('-').reverse().join('/');
}

/** The rules every hand-entered day follows, whether typed in the form or imported; undefined when it is fine. */
function figuresProblem(figures: DailyStatFigures, today: string): { field: string; message: string } | undefined {
  if (figures.day >= today) return { field: 'day', message: `Seuls les jours passés peuvent être saisis à la main (le ${frenchDate(figures.day)} ne l'est pas).` };
  if (figures.pageViews < figures.uniqueSessions) {
    return { field: 'pageViews', message: 'Le nombre de pages vues ne peut pas être inférieur au nombre de sessions.' };
  }
  return undefined;
}

const lowerFirst = (sentence: string) => sentence.charAt(0).toLowerCase() + sentence.slice(1);

const trackedMessage = (day: string) =>
  `Le ${frenchDate(day)} a des visites mesurées par le suivi : il ne peut pas être saisi à la main.`;

/** Days entered by hand before the tracker existed (docs/decisions.md): the rollup never touches them. */
@Injectable()
export class DailyStatsService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async list(query: ListQuery): Promise<ListPage<DailyStatRecord>> {
    const conditions: SQL[] = [isManualDay!];
    const ids = filterIds(query.filter);
    if (ids) conditions.push(inArray(dailyStats.day, ids.filter(isCalendarDay)));
    for (const [name, compare] of [['day_gte', gte], ['day_lte', lte]] as const) {
      const value = filterString(query.filter, name, 10);
      if (value === undefined) continue;
      if (!isCalendarDay(value)) throw new BadRequestException(`Le filtre ${name} doit être une date au format AAAA-MM-JJ.`);
      conditions.push(compare(dailyStats.day, value));
    }
    const where = and(...conditions);
    const field = query.sort?.field === 'id' ? 'day' : (query.sort?.field as keyof typeof recordColumns | undefined) ?? 'day';
    const order = (query.sort?.order ?? 'DESC') === 'ASC' ? asc : desc;
    let select = this.db
      .select(recordColumns)
      .from(dailyStats)
      .where(where)
      .orderBy(order(recordColumns[field]), desc(dailyStats.day))
      .$dynamic();
    if (query.range) select = select.limit(query.range.end - query.range.start + 1).offset(query.range.start);
    const [rows, [{ total }]] = await Promise.all([select, this.db.select({ total: count() }).from(dailyStats).where(where)]);
    return { rows: rows.map(toRecord), total };
  }

  async get(day: string): Promise<DailyStatRecord> {
    const [row] = isCalendarDay(day)
      ? await this.db.select(recordColumns).from(dailyStats).where(and(isManualDay, eq(dailyStats.day, day)))
      : [];
    // Only a real day is repeated in the answer: frenchDate would garble anything else ("-1" read "1/").
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, `Aucun jour saisi à la main ${isCalendarDay(day) ? `pour le ${frenchDate(day)}` : 'à cette date'}.`);
    return toRecord(row);
  }

  async create(figures: DailyStatFigures, today = parisDay()): Promise<DailyStatRecord> {
    this.checkFigures(figures, today);
    return this.db.transaction(async (tx) => {
      if ((await this.trackedDays(tx, [figures.day])).length > 0) throw new ApiError(HttpStatus.CONFLICT, trackedMessage(figures.day));
      const [existing] = await tx.select({ day: dailyStats.day }).from(dailyStats).where(and(isManualDay, eq(dailyStats.day, figures.day)));
      if (existing) {
        throw new ApiError(HttpStatus.CONFLICT, `Le ${frenchDate(figures.day)} est déjà saisi : modifiez-le plutôt.`, 'DAY_EXISTS');
      }
      await this.write(tx, [figures]);
      return this.readIn(tx, figures.day);
    });
  }

  async update(day: string, figures: Omit<DailyStatFigures, 'day'> & { day?: string }, today = parisDay()): Promise<DailyStatRecord> {
    await this.get(day);
    if (figures.day !== undefined && figures.day !== day) {
      throw new ApiError(HttpStatus.BAD_REQUEST, "Le jour d'une saisie ne peut pas être changé : supprimez-la et saisissez l'autre jour.");
    }
    this.checkFigures({ ...figures, day }, today);
    return this.db.transaction(async (tx) => {
      await this.write(tx, [{ ...figures, day }]);
      return this.readIn(tx, day);
    });
  }

  async remove(day: string): Promise<DailyStatRecord> {
    const record = await this.get(day);
    await this.db.delete(dailyStats).where(and(isManualDay, eq(dailyStats.day, day)));
    return record;
  }

  /**
   * CSV day,uniqueSessions,pageViews,bounceRate (header optional; « ; » and decimal commas accepted, as French
   * spreadsheets write them). Every line is checked first: one bad line and nothing is stored. Days already entered
   * by hand are replaced.
   */
  async importCsv(csv: string, today = parisDay()): Promise<{ imported: number; created: number; updated: number }> {
    const { rows, errors } = parseDailyStatsCsv(csv, today);
    const tracked = new Set(await this.trackedDays(this.db, rows.map((r) => r.figures.day)));
    for (const row of rows) {
      if (tracked.has(row.figures.day)) errors.push({ line: row.line, field: 'day', message: `Ligne ${row.line} : ${lowerFirst(trackedMessage(row.figures.day))}` });
    }
    if (errors.length > 0) {
      errors.sort((a, b) => a.line - b.line);
      throw new BadRequestException({
        statusCode: 400,
        message:
          errors.length === 1
            ? `Une ligne est invalide : rien n'a été importé. ${errors[0].message}`
            : `${errors.length} lignes sont invalides : rien n'a été importé.`,
        error: 'Bad Request',
        errors,
      });
    }
    if (rows.length === 0) throw new ApiError(HttpStatus.BAD_REQUEST, 'Le fichier ne contient aucune ligne de statistiques.');
    return this.db.transaction(async (tx) => {
      if ((await this.trackedDays(tx, rows.map((r) => r.figures.day))).length > 0) {
        throw new ApiError(HttpStatus.CONFLICT, "Des visites ont été mesurées entre-temps sur l'un de ces jours : rien n'a été importé.");
      }
      const created = await this.write(tx, rows.map((r) => r.figures));
      return { imported: rows.length, created, updated: rows.length - created };
    });
  }

  private checkFigures(figures: DailyStatFigures, today: string): void {
    const problem = figuresProblem(figures, today);
    if (problem) throw new BadRequestException({ statusCode: 400, message: problem.message, error: 'Bad Request', errors: [problem] });
  }

  /** Days among these with measured views (raw, or rolled up with at least one view). */
  private async trackedDays(db: DbOrTx, days: string[]): Promise<string[]> {
    if (days.length === 0) return [];
    const list = sql.join(days.map((day) => sql`${day}::date`), sql`, `);
    const rows = await queryRows<{ day: string }>(
      db,
      sql`SELECT DISTINCT ${pageViews.day}::text AS day FROM ${pageViews} WHERE ${pageViews.day} IN (${list})
          UNION
          SELECT ${dailyStats.day}::text FROM ${dailyStats}
          WHERE ${dailyStats.source} = 'tracked' AND ${dailyStats.pageViews} > 0 AND ${dailyStats.day} IN (${list})`,
    );
    return rows.map((r) => r.day);
  }

  /** Upserts hand-entered days (a rollup's zero row for an unmeasured day gives way); returns how many were new. */
  private async write(tx: DbOrTx, days: DailyStatFigures[]): Promise<number> {
    let created = 0;
    for (let i = 0; i < days.length; i += 1000) {
      const chunk = days.slice(i, i + 1000);
      await tx.delete(dailyStats).where(and(eq(dailyStats.source, 'tracked'), inArray(dailyStats.day, chunk.map((d) => d.day))));
      const written = await tx
        .insert(dailyStats)
        .values(
          chunk.map((d) => ({
            day: d.day,
            scope: 'all',
            key: '',
            pageViews: d.pageViews,
            uniqueSessions: d.uniqueSessions,
            entrances: d.uniqueSessions,
            bounceRate: d.bounceRate,
            source: 'manual',
          })),
        )
        .onConflictDoUpdate({
          target: [dailyStats.day, dailyStats.scope, dailyStats.key],
          set: {
            pageViews: sql`excluded.page_views`,
            uniqueSessions: sql`excluded.unique_sessions`,
            entrances: sql`excluded.entrances`,
            bounceRate: sql`excluded.bounce_rate`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ inserted: sql<boolean>`xmax = 0` });
      created += written.filter((w) => w.inserted).length;
    }
    return created;
  }

  private async readIn(tx: DbOrTx, day: string): Promise<DailyStatRecord> {
    const [row] = await tx.select(recordColumns).from(dailyStats).where(and(isManualDay, eq(dailyStats.day, day)));
    return toRecord(row);
  }
}

/** Checks every line of an import; the figures of the good ones and a French message per bad one. */
export function parseDailyStatsCsv(
  csv: string,
  today: string,
): { rows: { line: number; figures: DailyStatFigures }[]; errors: ImportLineError[] } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const rows: { line: number; figures: DailyStatFigures }[] = [];
  const errors: ImportLineError[] = [];
  const firstLine = lines.find((l) => l.trim() !== '') ?? '';
  const separator = firstLine.includes(';') ? ';' : ',';
  let columns: readonly string[] = CSV_COLUMNS;
  const seen = new Map<string, number>();
  let headerSeen = false;
  const numberLines = lines.filter((l) => l.trim() !== '').length;
  if (numberLines > MAX_IMPORT_LINES + 1) {
    return { rows: [], errors: [{ line: MAX_IMPORT_LINES + 2, message: `Le fichier dépasse ${MAX_IMPORT_LINES} lignes : découpez-le.` }] };
  }
  lines.forEach((text, index) => {
    const line = index + 1;
    if (text.trim() === '') return;
    const cells = text.split(separator).map((c) => c.trim().replace(/^"(.*)"$/, '$1').trim());
    if (!headerSeen && /^[a-z]/i.test(cells[0])) {
      headerSeen = true;
      const names = cells.map((c) => CSV_COLUMNS.find((name) => name.toLowerCase() === c.toLowerCase()));
      if (cells.length !== CSV_COLUMNS.length || names.some((n) => n === undefined) || new Set(names).size !== CSV_COLUMNS.length) {
        errors.push({ line, message: `Ligne ${line} : l'en-tête doit être ${CSV_COLUMNS.join(separator)}.` });
      } else {
        columns = names as string[];
      }
      return;
    }
    headerSeen = true;
    const fail = (field: string | undefined, message: string) => errors.push({ line, ...(field ? { field } : {}), message: `Ligne ${line} : ${message}` });
    if (cells.length !== CSV_COLUMNS.length) {
      return fail(undefined, `${CSV_COLUMNS.length} colonnes attendues (${CSV_COLUMNS.join(separator)}), ${cells.length} trouvée(s).`);
    }
    const value = Object.fromEntries(columns.map((name, i) => [name, cells[i]])) as Record<(typeof CSV_COLUMNS)[number], string>;
    if (!isCalendarDay(value.day)) return fail('day', `la date « ${value.day} » n'est pas une date valide au format AAAA-MM-JJ.`);
    const readCount = (field: 'uniqueSessions' | 'pageViews', label: string) => {
      const raw = value[field];
      if (!/^\d+$/.test(raw) || Number(raw) > MAX_DAILY_COUNT) {
        fail(field, `le nombre de ${label} « ${raw} » doit être un entier entre 0 et ${MAX_DAILY_COUNT}.`);
        return undefined;
      }
      return Number(raw);
    };
    const uniqueSessions = readCount('uniqueSessions', 'sessions');
    if (uniqueSessions === undefined) return;
    const pageViewsCount = readCount('pageViews', 'pages vues');
    if (pageViewsCount === undefined) return;
    const rawRate = value.bounceRate.replace(/\s*%$/, '');
    const rate = Number(separator === ';' ? rawRate.replace(',', '.') : rawRate);
    if (rawRate === '' || !/^[\d.,]+$/.test(rawRate) || !Number.isFinite(rate) || rate < 0 || rate > 100) {
      return fail('bounceRate', `le taux de rebond « ${value.bounceRate} » doit être un nombre entre 0 et 100.`);
    }
    const figures = { day: value.day, uniqueSessions, pageViews: pageViewsCount, bounceRate: rate };
    const problem = figuresProblem(figures, today);
    if (problem) return fail(problem.field, lowerFirst(problem.message));
    const earlier = seen.get(value.day);
    if (earlier !== undefined) return fail('day', `le ${frenchDate(value.day)} figure déjà à la ligne ${earlier}.`);
    seen.set(value.day, line);
    rows.push({ line, figures });
  });
  return { rows, errors };
}
