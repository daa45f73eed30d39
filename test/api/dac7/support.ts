import { randomUUID } from 'node:crypto';
import { payoutBatches, payoutLines } from '../../../backend/src/payouts/payouts.schema';
import type { TestApp } from '../../support/app';
import { confirmedWorkshop } from '../merchant-space/support';

/** RFC 4180 as csv-stringify writes it: quoted fields may hold commas, quotes (doubled) and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** A transfer file with one line per [merchant, kind, amount, workshop?]; sent at `sentAt` unless null. */
export type Workshop = { requestId: string; proposalId: string };
export async function sentBatch(
  t: TestApp,
  sentAt: Date | null,
  lines: { merchant: string; kind?: 'workshop' | 'refund_debt'; amount: number; workshop?: Workshop }[],
): Promise<Workshop[]> {
  const [row] = await t.db
    .insert(payoutBatches)
    .values({
      reference: `TEST-${randomUUID()}`,
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
      status: sentAt ? 'sent' : 'generated',
      totalCents: lines.reduce((sum, line) => sum + line.amount, 0),
      xml: '<Document/>',
      xmlSha256: 'x',
      createdBy: 'test',
      sentBy: sentAt ? 'test' : null,
      sentAt,
    })
    .returning();
  const workshops: Workshop[] = [];
  for (const line of lines) {
    const workshop = line.workshop ?? (await confirmedWorkshop(t, line.merchant, new Date('2026-01-10T14:00:00Z')));
    await t.db.insert(payoutLines).values({
      batchId: row.id,
      merchantRequestId: line.merchant,
      parentRequestId: workshop.requestId,
      proposalId: workshop.proposalId,
      kind: line.kind ?? 'workshop',
      amountCents: line.amount,
      workshopAt: new Date('2026-01-10T14:00:00Z'),
    });
    workshops.push(workshop);
  }
  return workshops;
}
