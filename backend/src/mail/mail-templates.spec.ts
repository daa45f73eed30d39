import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigService } from '@nestjs/config';
import { SAMPLE_MERCHANT } from '../../../test/support/queue-mail';
import { projectRoot } from '../common/project-root';
import { MailRenderer, type RenderedMail } from './mail-renderer';
import { MAIL_TEMPLATE_NAMES, MAIL_TEMPLATES, type MailDataByTemplate, type MailTemplateName } from './mail-templates';
import { mailLayout, TEXT_FOOTER } from './templates/layout';

/**
 * Every mail, byte for byte: each template rendered with the example data below must equal its fixture in
 * test/fixtures/mails (subject and text part in <name>.txt, HTML part in <name>.html), and the templates' own sources
 * (subject, MJML in the layout, text with the footer: every conditional branch, whatever the data) must equal
 * templates.json. A change of copy is made on purpose: rewrite the fixtures with
 * `WRITE_MAIL_FIXTURES=1 npx jest backend/src/mail/mail-templates.spec.ts` and review their diff.
 */
const FIXTURES = join(projectRoot(), 'test', 'fixtures', 'mails');
const WRITE = process.env.WRITE_MAIL_FIXTURES === '1';

const APP = { brandName: "Les P'tits Mitrons", contactEmail: 'contact@exemple.fr', contactPhone: '01 23 45 67 89', publicUrl: 'https://exemple.fr/' };
const config = { getOrThrow: () => APP } as unknown as ConfigService;

const request = {
  _id: '6f1c2b1e-4a7d-4a53-9a55-2d7f0b0c1a11',
  parent_firstname: 'Camille',
  parent_lastname: 'Durand',
  child_firstname: 'Inès',
  child_age: 7,
  desired_date: '2027-03-14',
  number_of_children: 8,
  city_label: 'Lyon (69001)',
  merchant_type: 'boulanger',
  space_token: 'jeton-parent',
};
const merchant = { ...SAMPLE_MERCHANT, description: 'Four à bois & <atelier>', space_token: 'jeton-artisan' };
/** One value for every field any template reads, each conditional part shown. */
const EXAMPLE = {
  request,
  merchant,
  proposal: { establishment_name: 'Fournil Saint-Jean', address: '3 rue du Pain, Lyon', date: '2027-03-14T13:30:00.000Z', payment_link: 'https://paiement.exemple.fr/solde?x=1&y=2' },
  offer: { date: '2027-03-14T13:30:00.000Z', city_label: 'Lyon (69001)', child_age: 7, number_of_children: 8, allergies: 'arachide', expires_at: '2027-03-01T09:00:00.000Z', child_firstname: 'Inès' },
  reason: 'Date indisponible',
  amount: '30 €',
  credit: { code: 'AVOIR-1234', amount: '30 €' },
  refund: { amount: '120 €' },
  deposit_kept: true,
  termsAccepted: true,
  receipt: { number: '2027-000012', kind: 'receipt' },
  erasure: { confirmation: 'eyJhbGciOiJIUzI1NiJ9.e30.signature' },
  statement: { number: 'REL-VIR-20270301-001-1', total: '245,00 €', period_start: '2027-02-01', period_end: '2027-02-28' },
  payout_change: { iban: 'FR76 •••• •••• •••• •••• •••• 189', changed_at: '2027-03-01T09:00:00.000Z', fields: ['IBAN', 'titulaire du compte'] },
  dac7_copy: { year: 2026 },
} as unknown as MailDataByTemplate[MailTemplateName];

const asText = (mail: RenderedMail) => `Subject: ${mail.subject}\n\n${mail.text}`;

function matchFixture(file: string, actual: string): void {
  const path = join(FIXTURES, file);
  if (WRITE) writeFileSync(path, actual);
  if (!existsSync(path)) throw new Error(`${path} absent : WRITE_MAIL_FIXTURES=1 l'écrit à partir des gabarits actuels.`);
  expect(actual).toBe(readFileSync(path, 'utf8'));
}

describe('mail templates', () => {
  const renderer = new MailRenderer(config);
  // From the sources MJML compiles in this thread (no built thread script beside them).
  beforeAll(() => {
    if (WRITE) mkdirSync(FIXTURES, { recursive: true });
  });

  it('are the templates the fixtures hold, source for source', () => {
    const sources = Object.fromEntries(
      MAIL_TEMPLATE_NAMES.map((name) => [name, { subject: MAIL_TEMPLATES[name].subject, mjml: mailLayout(MAIL_TEMPLATES[name].body), text: MAIL_TEMPLATES[name].text + TEXT_FOOTER }]),
    );
    expect(Object.keys(MAIL_TEMPLATES).sort()).toEqual([...MAIL_TEMPLATE_NAMES].sort());
    matchFixture('templates.json', `${JSON.stringify(sources, null, 2)}\n`);
  });

  it.each(MAIL_TEMPLATE_NAMES)('%s renders its subject, text part and HTML part as the fixture holds them', async (name) => {
    const mail = await renderer.render(name, EXAMPLE);
    expect(mail.html).toContain('<!doctype html>');
    matchFixture(`${name}.txt`, asText(mail));
    matchFixture(`${name}.html`, mail.html);
  });
});
