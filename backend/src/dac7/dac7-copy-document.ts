import { formatEuros, maskIban, maskTaxId, PARIS_TIME_ZONE, SELLER_TYPE_LABELS, type SellerType } from '@ptits-mitrons/domain';
import { drawBlock, renderPdf } from '../documents/pdf-document';
import type { OperatorDetails } from '../payouts/payout-documents';
import type { Dac7Row } from './dac7-report.service';

const QUARTERS = [1, 2, 3, 4] as const;
const dayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** An amount as the report writes it ("-12.50") → cents, exactly (no floating point). */
export function reportCents(amount: string | number): number {
  const [, sign, euros, cents] = /^(-?)(\d+)\.(\d{2})$/.exec(String(amount)) ?? [];
  if (euros === undefined) throw new Error(`montant du rapport illisible : ${amount}`);
  return (sign ? -1 : 1) * (Number(euros) * 100 + Number(cents));
}

/** A calendar day (YYYY-MM-DD) → DD/MM/YYYY. */
const frenchDay = (day: string) => day.split('-').reverse().join('/');

/** The copy's table: quarter, services, amount paid, fees, taxes. */
const TABLE = [
  { x: 50, width: 120, align: 'left' },
  { x: 175, width: 80, align: 'right' },
  { x: 260, width: 100, align: 'right' },
  { x: 365, width: 100, align: 'right' },
  { x: 470, width: 75, align: 'right' },
] as const;

/**
 * The artisan's copy of their DAC7 row (article 1649 ter A of the CGI): the identity declared, the IBAN masked (the
 * copy travels by e-mail), and per quarter the services, the amount paid, the fees and the taxes withheld, as the
 * CSV sent to the tax administration writes them (the same row, Dac7ReportService.rows).
 */
export function dac7CopyPdf(options: { row: Dac7Row; year: number; operator: OperatorDetails; issuedAt: Date }): Promise<Buffer> {
  const { row, year, operator } = options;
  const text = (column: keyof Dac7Row) => String(row[column]);
  return renderPdf({ title: `Copie de votre déclaration DAC7 ${year}`, author: operator.legalName, createdAt: options.issuedAt }, (pdf) => {
    pdf.font('bold').fontSize(18).text(`Copie de votre déclaration DAC7 — année ${year}`);
    pdf.font('regular').fontSize(10).moveDown(0.5);
    pdf.text(`Émise le ${dayFormat.format(options.issuedAt)}`);
    pdf.moveDown(0.5);
    pdf.text(
      `Comme l'exige l'article 1649 ter A du Code général des impôts, voici les informations que ${operator.legalName} a déclarées à l'administration fiscale à votre sujet pour l'année ${year} : les sommes que la plateforme vous a versées pour des ateliers, par trimestre, et les commissions qu'elle a retenues.`,
      { align: 'justify' },
    );
    pdf.moveDown();
    drawBlock(pdf, 'Plateforme déclarante', [operator.legalName, operator.address, `SIRET ${operator.siret}`]);
    const sellerType = text('seller_type') as SellerType | '';
    const identity = [
      `Établissement : ${text('establishment_name')}`,
      `Type de vendeur : ${sellerType ? SELLER_TYPE_LABELS[sellerType] : '—'}`,
      `Raison sociale ou nom : ${text('legal_name') || '—'}`,
    ];
    if (sellerType === 'individual') {
      identity.push(
        `Prénom et nom : ${[text('first_name'), text('last_name')].filter(Boolean).join(' ') || '—'}`,
        `Date de naissance : ${text('birth_date') ? frenchDay(text('birth_date')) : '—'}`,
        `Numéro fiscal : ${text('tax_id') ? maskTaxId(text('tax_id')) : '—'}`,
      );
    }
    identity.push(
      `SIREN : ${text('siren') || '—'} · SIRET : ${text('siret') || '—'}`,
      `N° de TVA intracommunautaire : ${text('vat_number') || '—'}`,
      `Adresse : ${[text('address_line'), `${text('postal_code')} ${text('city')}`.trim(), text('country')].filter(Boolean).join(', ') || '—'}`,
      `IBAN : ${text('iban') ? maskIban(text('iban')) : '—'}`,
      `Titulaire du compte : ${text('account_holder') || '—'}`,
    );
    drawBlock(pdf, 'Vendeur déclaré', identity);

    const line = (cells: string[], font: 'regular' | 'bold') => {
      const y = pdf.y;
      let bottom = y;
      pdf.font(font).fontSize(10);
      cells.forEach((cell, i) => {
        pdf.text(cell, TABLE[i].x, y, { width: TABLE[i].width, align: TABLE[i].align });
        bottom = Math.max(bottom, pdf.y);
      });
      pdf.x = 50;
      pdf.y = bottom + 4;
    };
    pdf.font('bold').fontSize(11).text('Montants déclarés');
    pdf.moveDown(0.3);
    line(['Trimestre', 'Prestations', 'Montant versé', 'Commissions', 'Taxes'], 'bold');
    pdf.moveTo(50, pdf.y).lineTo(545, pdf.y).stroke();
    pdf.y += 4;
    for (const q of QUARTERS) {
      line(
        [`T${q} ${year}`, text(`services_q${q}`), formatEuros(reportCents(row[`amount_q${q}`])), formatEuros(reportCents(row[`fees_q${q}`])), formatEuros(reportCents(row[`taxes_q${q}`]))],
        'regular',
      );
    }
    const taxesTotal = QUARTERS.reduce((sum, q) => sum + reportCents(row[`taxes_q${q}`]), 0);
    line(['Total', text('services_total'), formatEuros(reportCents(row.amount_total)), formatEuros(reportCents(row.fees_total)), formatEuros(taxesTotal)], 'bold');
    pdf.moveDown();
    pdf.font('regular').fontSize(9);
    pdf.text(
      "Les trimestres suivent la date d'envoi de chaque virement à la banque (heure de Paris). Un atelier remboursé après son paiement est retiré du trimestre où sa part a été reprise. La plateforme ne retient aucune taxe pour vous.",
      { align: 'justify' },
    );
    if (text('missing')) {
      pdf.moveDown(0.5);
      pdf.font('bold').text(`Informations manquantes dans vos coordonnées de paiement : ${text('missing')}.`);
      pdf.font('regular').text('Complétez-les dans votre espace artisan (« Coordonnées de paiement ») : la déclaration les attend.');
    }
    pdf.moveDown(0.5);
    pdf.text('Une information est inexacte ? Corrigez vos coordonnées dans votre espace artisan ou écrivez-nous : nous rectifierons la déclaration.');
  });
}
