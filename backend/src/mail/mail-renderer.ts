import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import Handlebars from 'handlebars';
import {
  BALANCE_CENTS,
  deName,
  DEPOSIT_CENTS,
  formatEuros,
  merchantSpacePath,
  parentReceiptPath,
  PARENT_SPACE_ERASURE_PATH,
  parentSpacePath,
  RECEIPT_KIND_LABELS,
  RECEIPT_NUMBER_PATTERN,
} from '@ptits-mitrons/domain';
import type { appConfig } from '../config/configuration';
import { MAIL_TEMPLATE_NAMES, MAIL_TEMPLATES, type MailDataByTemplate, type MailTemplateName } from './mail-templates';
import { mailLayout, TEXT_FOOTER, type MailView } from './templates/layout';
import type { MerchantMailData, OfferMailData, ParentRequestMailData, ProposalMailData, ReceiptMailData } from './templates/mail-data';
import type { Dac7CopyMailData } from './templates/merchant/merchant-dac7-copy';
import type { PayoutChangeMailData } from './templates/merchant/merchant-payout-details-changed';
import type { PayoutStatementMailData } from './templates/merchant/merchant-payout-statement';
import type { ErasureMailData } from './templates/parent/parent-erasure-confirmation';
import { MjmlCompiler } from './mjml-compiler';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface CompiledTemplate {
  subject: Handlebars.TemplateDelegate;
  html: Handlebars.TemplateDelegate;
  text: Handlebars.TemplateDelegate;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** "2027-03-14" → "dimanche 14 mars 2027"; anything unreadable is shown as given. */
function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(NaN);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** Only web links become buttons: a `javascript:` link typed into the back office never reaches a mailbox. */
function webLink(value: string | null | undefined): string | undefined {
  return value && /^https?:\/\//i.test(value.trim()) ? value.trim() : undefined;
}

/**
 * "What to send": renders a template to subject, responsive HTML and plain text.
 * MJML is compiled once per template, on its first mail, in a thread of its own (MjmlCompiler): loading MJML takes
 * about a second of CPU, which neither the start nor the requests in flight should wait for (the mail spec renders
 * every template, so a broken one fails CI). The built server starts that thread once it listens (`prepare`).
 * Each mail then only runs Handlebars, whose `{{ }}` escapes every value.
 */
@Injectable()
export class MailRenderer implements OnApplicationShutdown {
  private readonly handlebars = Handlebars.create();
  private readonly compiled = new Map<MailTemplateName, Promise<CompiledTemplate>>();
  private readonly mjml = new MjmlCompiler();

  constructor(private readonly config: ConfigService) {
    // {{de request.childFirstname}}: "de Léo", "d'Inès".
    this.handlebars.registerHelper('de', (name: unknown) => deName(String(name ?? '')));
  }

  /** Starts MJML's thread, which loads MJML meanwhile. */
  prepare(): void {
    this.mjml.start();
  }

  /** After the running jobs have ended (they may still render mail until then). */
  async onApplicationShutdown(): Promise<void> {
    await this.mjml.close();
  }

  /** Compiles every template now (the mail bench times sending, not compiling). */
  async compileAll(): Promise<void> {
    await Promise.all(MAIL_TEMPLATE_NAMES.map((name) => this.compile(name)));
  }

  async render<K extends MailTemplateName>(template: K, data: MailDataByTemplate[K]): Promise<RenderedMail> {
    const compiled = await this.compile(template);
    const view = this.view(data as MailDataByTemplate[MailTemplateName]);
    return {
      // A header: one line, whatever the user typed.
      subject: compiled.subject(view).replace(/\s+/g, ' ').trim(),
      html: compiled.html(view),
      text: compiled.text(view),
    };
  }

  private compile(name: MailTemplateName): Promise<CompiledTemplate> {
    let compiled = this.compiled.get(name);
    if (!compiled) {
      compiled = this.compileTemplate(name);
      this.compiled.set(name, compiled);
      // A failure (the compiling thread lost) is not kept: the next mail of this template tries again.
      compiled.catch(() => this.compiled.delete(name));
    }
    return compiled;
  }

  private async compileTemplate(name: MailTemplateName): Promise<CompiledTemplate> {
    const template = MAIL_TEMPLATES[name];
    const html = await this.mjml.compile(mailLayout(template.body));
    return {
      subject: this.handlebars.compile(template.subject, { noEscape: true }),
      html: this.handlebars.compile(html),
      text: this.handlebars.compile(template.text + TEXT_FOOTER, { noEscape: true }),
    };
  }

  private view(data: Partial<MailDataByTemplate[MailTemplateName]> & Record<string, unknown>): MailView {
    const app = this.config.getOrThrow<ReturnType<typeof appConfig>>('app');
    const publicUrl = app.publicUrl.replace(/\/+$/, '');
    const view: MailView = {
      brandName: app.brandName,
      contactEmail: app.contactEmail,
      contactPhone: app.contactPhone,
      publicUrl,
      depositEuros: formatEuros(DEPOSIT_CENTS, { cents: 'when-needed' }),
      balanceEuros: formatEuros(BALANCE_CENTS, { cents: 'when-needed' }),
      reason: data.reason,
      amount: data.amount,
      credit: data.credit ?? undefined,
      depositKept: data.deposit_kept,
      refund: data.refund ?? undefined,
      termsAccepted: data.termsAccepted === true,
    };
    const request = data.request as ParentRequestMailData | undefined;
    if (request) {
      view.request = {
        parentFirstname: request.parent_firstname,
        parentLastname: request.parent_lastname,
        childFirstname: request.child_firstname,
        childAge: request.child_age,
        desiredDate: formatDay(request.desired_date),
        numberOfChildren: request.number_of_children,
        cityLabel: request.city_label,
        merchantType: request.merchant_type,
      };
      view.paymentUrl = `${publicUrl}/parents/payment/${encodeURIComponent(request._id)}`;
      if (request.space_token) view.spaceUrl = `${publicUrl}${parentSpacePath(request.space_token)}`;
      const receipt = data.receipt as ReceiptMailData | undefined;
      if (receipt && request.space_token && RECEIPT_NUMBER_PATTERN.test(receipt.number)) {
        view.receiptNumber = receipt.number;
        view.receiptLabel = RECEIPT_KIND_LABELS[receipt.kind];
        view.receiptUrl = `${publicUrl}${parentReceiptPath(request.space_token, receipt.number)}`;
      }
      view.adminUrl = `${publicUrl}/admin/parents`;
      const erasure = data.erasure as ErasureMailData | undefined;
      if (erasure) view.erasureUrl = `${publicUrl}${PARENT_SPACE_ERASURE_PATH}#${erasure.confirmation}`;
    }
    const proposal = data.proposal as ProposalMailData | undefined;
    if (proposal) {
      view.proposal = {
        establishmentName: proposal.establishment_name,
        address: proposal.address,
        date: formatDateTime(proposal.date),
        paymentLink: webLink(proposal.payment_link),
      };
    }
    const merchant = data.merchant as MerchantMailData | undefined;
    if (merchant) {
      view.merchant = {
        establishmentName: merchant.establishment_name,
        managerFirstname: merchant.manager_firstname,
        managerLastname: merchant.manager_lastname,
        email: merchant.email,
        phone: merchant.phone,
        cityLabel: merchant.city_label,
        sectorLabel: merchant.sector_label,
        description: merchant.description ?? undefined,
      };
      if (merchant.space_token) view.merchantSpaceUrl = `${publicUrl}${merchantSpacePath(merchant.space_token)}`;
      view.adminUrl = `${publicUrl}/admin/merchants`;
    }
    const statement = data.statement as PayoutStatementMailData | undefined;
    if (statement) {
      view.statement = {
        number: statement.number,
        total: statement.total,
        periodStart: formatDay(statement.period_start),
        periodEnd: formatDay(statement.period_end),
      };
    }
    const dac7Copy = data.dac7_copy as Dac7CopyMailData | undefined;
    if (dac7Copy) view.dac7Copy = { year: dac7Copy.year };
    const offer = data.offer as OfferMailData | undefined;
    if (offer) {
      view.offer = {
        date: formatDateTime(offer.date),
        cityLabel: offer.city_label,
        childAge: offer.child_age,
        numberOfChildren: offer.number_of_children,
        allergies: offer.allergies ?? undefined,
        expiresAt: offer.expires_at ? formatDateTime(offer.expires_at) : undefined,
        childFirstname: offer.child_firstname,
      };
    }
    const payoutChange = data.payout_change as PayoutChangeMailData | undefined;
    if (payoutChange) {
      view.payoutChange = { iban: payoutChange.iban, changedAt: formatDateTime(payoutChange.changed_at), fields: payoutChange.fields.join(', ') };
    }
    return view;
  }
}
