import { Inject, Injectable } from '@nestjs/common';
import { missingDac7Details, PARIS_TIME_ZONE, parisMidnight, WORKSHOP_TOTAL_CENTS } from '@ptits-mitrons/domain';
import { stringify, type CastingContext } from 'csv-stringify/sync';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.types';
import { merchantRequests } from '../merchants/merchants.schema';
import { payoutBatches, payoutLines } from '../payouts/payouts.schema';
import { merchantPayoutDetails } from '../payout-details/payout-details.schema';
import type { Dac7IncompleteResponse } from './dto/dac7-incomplete.response';

const QUARTERS = [1, 2, 3, 4] as const;

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first: the artisan typed
 * it) gets a leading apostrophe. Not the amounts we write (reportEuros): a negative one (-30.00) stays a number.
 */
function spreadsheetSafe(value: string, context: CastingContext): string {
  const column = DAC7_COLUMNS[context.column as number];
  if (AMOUNT_COLUMN.test(column)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Per quarter (Paris time of the transfer's sending): paid services, amount paid and fees withheld, in cents. */
interface QuarterFigures {
  services: number;
  amountCents: number;
  feesCents: number;
}

/** The CSV's columns, in order (docs/dac7.md describes each). */
export const DAC7_COLUMNS = [
  'merchant_request_id',
  'establishment_name',
  'seller_type',
  'legal_name',
  'first_name',
  'last_name',
  'birth_date',
  'tax_id',
  'siren',
  'siret',
  'vat_number',
  'address_line',
  'postal_code',
  'city',
  'country',
  'iban',
  'account_holder',
  ...QUARTERS.flatMap((q) => [`services_q${q}`, `amount_q${q}`, `fees_q${q}`, `taxes_q${q}`]),
  'services_total',
  'amount_total',
  'fees_total',
  'missing',
] as const;

/** One seller's row of the report, by column: counts are numbers, amounts and text are strings as written. */
export type Dac7Row = Record<(typeof DAC7_COLUMNS)[number], string | number>;

const AMOUNT_COLUMN = /^(amount|fees|taxes)_/;

/** Cents as the report writes them: euros, 2 decimals, a dot (-12.5 € → "-12.50"). */
export function reportEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The platform's yearly report (DAC7): what it paid each seller per quarter, from the transfers marked sent, with
 * the seller's identity from their payout details.
 */
@Injectable()
export class Dac7ReportService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The year's CSV, one row per seller paid that year (UTF-8 with a BOM, for spreadsheets). */
  async csv(year: number): Promise<string> {
    const rows = (await this.rows(year)).map((row) => DAC7_COLUMNS.map((column) => row[column]));
    return '\uFEFF' + stringify([[...DAC7_COLUMNS], ...rows], { record_delimiter: '\r\n', cast: { string: spreadsheetSafe } });
  }

  /**
   * The report's rows for `year`: one per seller paid that year (only those of `merchantIds` when given), by
   * establishment name. The CSV writes them all; each artisan's yearly copy (dac7-copies.service.ts) prints theirs,
   * so the copy says exactly what was declared.
   */
  async rows(year: number, merchantIds?: string[]): Promise<Dac7Row[]> {
    const figures = await this.figures(year, merchantIds);
    const sellers = await this.sellers([...figures.keys()]);
    return sellers.map(({ merchant, details }) => {
      const quarters = figures.get(merchant.id)!;
      const total = (key: keyof QuarterFigures) => QUARTERS.reduce((sum, q) => sum + quarters[q][key], 0);
      return {
        merchant_request_id: merchant.id,
        establishment_name: merchant.establishmentName,
        seller_type: details?.sellerType ?? '',
        legal_name: details?.legalName ?? '',
        first_name: details?.firstName ?? '',
        last_name: details?.lastName ?? '',
        birth_date: details?.birthDate ?? '',
        tax_id: details?.taxId ?? '',
        siren: details?.siret?.slice(0, 9) ?? '',
        siret: details?.siret ?? '',
        vat_number: details?.vatNumber ?? '',
        address_line: details?.addressLine ?? '',
        postal_code: details?.postalCode ?? '',
        city: details?.city ?? '',
        country: details?.country ?? '',
        iban: details?.iban ?? '',
        account_holder: details?.accountHolder ?? '',
        ...Object.fromEntries(
          QUARTERS.flatMap((q) => [
            [`services_q${q}`, quarters[q].services],
            [`amount_q${q}`, reportEuros(quarters[q].amountCents)],
            [`fees_q${q}`, reportEuros(quarters[q].feesCents)],
            // The platform withholds no tax for its sellers: DAC7's tax figures are zero.
            [`taxes_q${q}`, reportEuros(0)],
          ]),
        ),
        services_total: total('services'),
        amount_total: reportEuros(total('amountCents')),
        fees_total: reportEuros(total('feesCents')),
        missing: missingDac7Details(details).join(' ; '),
      } as Dac7Row;
    });
  }

  /** The sellers paid that year, and the active artisans, whose details lack what the report needs. */
  async incomplete(year: number): Promise<Dac7IncompleteResponse> {
    const paid = new Set((await this.figures(year)).keys());
    const active = await this.db
      .select({ id: merchantRequests.id })
      .from(merchantRequests)
      .where(and(eq(merchantRequests.status, 'active'), isNull(merchantRequests.anonymizedAt)));
    const sellers = await this.sellers([...new Set([...paid, ...active.map(({ id }) => id)])]);
    return {
      year,
      sellers: sellers
        .map(({ merchant, details }) => ({
          merchant_request_id: merchant.id,
          establishment_name: merchant.establishmentName,
          email: merchant.email,
          paid_in_year: paid.has(merchant.id),
          missing: missingDac7Details(details),
        }))
        .filter((seller) => seller.missing.length > 0),
    };
  }

  /** Per seller paid that year, the four quarters' figures (a quarter without a transfer is all zeros). */
  private async figures(year: number, merchantIds?: string[]): Promise<Map<string, Record<(typeof QUARTERS)[number], QuarterFigures>>> {
    // The zone written in the query, not bound: GROUP BY must repeat the select's expression exactly.
    const quarter = sql<number>`extract(quarter from ${payoutBatches.sentAt} at time zone ${sql.raw(`'${PARIS_TIME_ZONE}'`)})::int`;
    const lines = await this.db
      .select({
        merchantRequestId: payoutLines.merchantRequestId,
        quarter,
        // A debt line takes back its workshop: one service fewer, and that workshop's fee (the platform kept nothing of
        // a refunded workshop). The debt's amount is minus the share paid, so the fee taken back is total + amount.
        services: sql<number>`(count(*) filter (where ${payoutLines.kind} = 'workshop') - count(*) filter (where ${payoutLines.kind} = 'refund_debt'))::int`,
        amountCents: sql<number>`sum(${payoutLines.amountCents})::int`,
        feesCents: sql<number>`(coalesce(sum(${WORKSHOP_TOTAL_CENTS} - ${payoutLines.amountCents}) filter (where ${payoutLines.kind} = 'workshop'), 0)
          - coalesce(sum(${WORKSHOP_TOTAL_CENTS} + ${payoutLines.amountCents}) filter (where ${payoutLines.kind} = 'refund_debt'), 0))::int`,
      })
      .from(payoutLines)
      .innerJoin(payoutBatches, eq(payoutBatches.id, payoutLines.batchId))
      .where(
        and(
          eq(payoutBatches.status, 'sent'),
          gte(payoutBatches.sentAt, parisMidnight(`${year}-01-01`)),
          lt(payoutBatches.sentAt, parisMidnight(`${year + 1}-01-01`)),
          merchantIds ? inArray(payoutLines.merchantRequestId, merchantIds) : undefined,
        ),
      )
      .groupBy(payoutLines.merchantRequestId, quarter);
    const figures = new Map<string, Record<(typeof QUARTERS)[number], QuarterFigures>>();
    for (const line of lines) {
      if (!figures.has(line.merchantRequestId)) {
        figures.set(line.merchantRequestId, { 1: empty(), 2: empty(), 3: empty(), 4: empty() });
      }
      figures.get(line.merchantRequestId)![line.quarter as (typeof QUARTERS)[number]] = {
        services: line.services,
        amountCents: line.amountCents,
        feesCents: line.feesCents,
      };
    }
    return figures;
  }

  /** The artisans and their details, by establishment name. */
  private async sellers(ids: string[]) {
    if (!ids.length) return [];
    return this.db
      .select({ merchant: merchantRequests, details: merchantPayoutDetails })
      .from(merchantRequests)
      .leftJoin(merchantPayoutDetails, eq(merchantPayoutDetails.merchantRequestId, merchantRequests.id))
      .where(inArray(merchantRequests.id, ids))
      .orderBy(asc(merchantRequests.establishmentName), asc(merchantRequests.id));
  }
}

const empty = (): QuarterFigures => ({ services: 0, amountCents: 0, feesCents: 0 });
