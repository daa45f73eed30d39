import {
  ARTISAN_TAX_NOTICE,
  formatEuros,
  maskIban,
  PARIS_TIME_ZONE,
  parisDay,
  PAYOUT_LINE_KIND_LABELS,
  SEPA_NAME_MAX,
  sepaText,
  type PayoutLineKind,
} from '@ptits-mitrons/domain';
import * as SEPA from 'sepa';
import type { moneyOutConfig } from '../config/configuration';
import { renderPdf } from '../documents/pdf-document';

export type OperatorDetails = ReturnType<typeof moneyOutConfig>;

export interface StatementLine {
  kind: PayoutLineKind;
  workshopAt: Date;
  childFirstname: string;
  amountCents: number;
}

/** What a statement and its transfer say of an artisan (their payout details, complete). */
export interface PayoutPayee {
  number: string;
  establishmentName: string;
  legalName: string;
  addressLine: string;
  postalCode: string;
  city: string;
  iban: string;
  accountHolder: string;
  totalCents: number;
  lines: StatementLine[];
}

/** The SEPA library refused a transfer of the file: `payee` names whose details, none for the operator's own. */
export class SepaRefusedError extends Error {
  constructor(
    readonly payee: PayoutPayee | null,
    cause: unknown,
  ) {
    super((cause as Error).message, { cause });
  }
}

/**
 * The batch's SEPA credit transfer file (pain.001.001.03): one payment from the operator's account, executed on the
 * batch's Paris day, and one transfer per artisan, to their account holder, with the statement's number as remittance
 * information and end-to-end id. Transfers name the artisan's IBAN only: the creditor BIC is optional in SEPA since
 * 2016, and a neobank's BIC may be of another country than its IBANs, which the library refuses. Whatever the library
 * refuses throws a SepaRefusedError naming the artisan.
 */
export function sepaCreditTransfer(options: { reference: string; createdAt: Date; operator: OperatorDetails; payees: PayoutPayee[] }): string {
  const doc = new SEPA.Document('pain.001.001.03');
  doc.grpHdr.id = options.reference;
  doc.grpHdr.created = options.createdAt;
  doc.grpHdr.initiatorName = sepaText(options.operator.legalName, SEPA_NAME_MAX);
  const info = doc.createPaymentInfo();
  // The library prefixes it with the MsgId: the one payment of the file is `<reference>.1`, within 35 characters.
  info.id = '1';
  // Noon UTC of the Paris day: the library writes the date of its local time, the same day wherever it runs.
  info.requestedExecutionDate = new Date(`${parisDay(options.createdAt)}T12:00:00Z`);
  info.debtorName = sepaText(options.operator.legalName, SEPA_NAME_MAX);
  info.debtorIBAN = options.operator.iban;
  info.debtorBIC = options.operator.bic;
  doc.addPaymentInfo(info);
  for (const payee of options.payees) {
    const tx = info.createTransaction();
    tx.creditorName = sepaText(payee.accountHolder, SEPA_NAME_MAX);
    tx.creditorIBAN = payee.iban;
    tx.amount = payee.totalCents / 100;
    tx.remittanceInfo = payee.number;
    tx.end2endId = payee.number;
    try {
      tx.validate();
    } catch (error) {
      throw new SepaRefusedError(payee, error);
    }
    info.addTransaction(tx);
  }
  try {
    return doc.toString();
  } catch (error) {
    throw new SepaRefusedError(null, error);
  }
}

const dayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const formatCalendarDay = (day: string) => day.split('-').reverse().join('/');

const PAGE_BOTTOM = 770;
const COLUMNS = { date: [50, 75], child: [130, 120], kind: [255, 190], amount: [450, 95] } as const;

/** The artisan's statement: who pays whom, for which period, each workshop and debt, and the total transferred. */
export function statementPdf(options: {
  payee: PayoutPayee;
  operator: OperatorDetails;
  batchReference: string;
  periodStart: string;
  periodEnd: string;
  issuedAt: Date;
}): Promise<Buffer> {
  const { payee, operator } = options;
  return renderPdf({ title: `Relevé de paiement ${payee.number}`, author: operator.legalName, createdAt: options.issuedAt }, (pdf) => {
    pdf.font('bold').fontSize(18).text('Relevé de paiement');
    pdf.font('regular').fontSize(10).moveDown(0.5);
    pdf.text(`N° ${payee.number}`);
    pdf.text(`Émis le ${dayFormat.format(options.issuedAt)} · virement ${options.batchReference}`);
    pdf.text(`Ateliers du ${formatCalendarDay(options.periodStart)} au ${formatCalendarDay(options.periodEnd)}`);
    pdf.moveDown();
    const top = pdf.y;
    pdf.font('bold').text('Payé par', 50, top);
    pdf.font('regular').text(operator.legalName).text(operator.address).text(`SIRET ${operator.siret}`);
    const leftBottom = pdf.y;
    pdf.font('bold').text('Bénéficiaire', 320, top);
    pdf.font('regular').text(payee.legalName, 320).text(payee.addressLine, 320).text(`${payee.postalCode} ${payee.city}`, 320);
    pdf.text(`Compte : ${payee.accountHolder}`, 320, undefined, { width: 225 }).text(`IBAN ${maskIban(payee.iban)}`, 320);
    let y = Math.max(leftBottom, pdf.y) + 20;
    const row = (cells: { date: string; child: string; kind: string; amount: string }, bold = false) => {
      if (y > PAGE_BOTTOM) {
        pdf.addPage();
        y = 50;
      }
      pdf.font(bold ? 'bold' : 'regular');
      let bottom = y + 16;
      for (const column of ['date', 'child', 'kind', 'amount'] as const) {
        const [x, width] = COLUMNS[column];
        pdf.text(cells[column], x, y, { width, align: column === 'amount' ? 'right' : 'left' });
        bottom = Math.max(bottom, pdf.y + 4);
      }
      y = bottom;
    };
    row({ date: 'Date', child: 'Enfant', kind: 'Nature', amount: 'Montant' }, true);
    for (const line of payee.lines) {
      row({
        date: dayFormat.format(line.workshopAt),
        child: line.childFirstname,
        kind: PAYOUT_LINE_KIND_LABELS[line.kind],
        amount: formatEuros(line.amountCents),
      });
    }
    y += 6;
    row({ date: '', child: '', kind: 'Total viré', amount: formatEuros(payee.totalCents) }, true);
    // Article 242 bis of the CGI: the tax and social notice goes with each transaction, hence with each statement.
    if (y > PAGE_BOTTOM - 90) {
      pdf.addPage();
      y = 50;
    }
    pdf.font('bold').fontSize(9).text(ARTISAN_TAX_NOTICE.title, 50, y + 24, { width: 495 });
    pdf.font('regular');
    for (const paragraph of ARTISAN_TAX_NOTICE.paragraphs) pdf.moveDown(0.3).text(paragraph, { width: 495 });
    for (const link of ARTISAN_TAX_NOTICE.links) pdf.moveDown(0.3).text(`${link.label} : ${link.url}`, { width: 495, link: link.url });
  });
}
