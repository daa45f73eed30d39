import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { salesTerms, TERMS_VERSIONS } from '@ptits-mitrons/domain';
import type { appConfig } from '../config/configuration';
import { PublicSettingsService } from '../config/public-settings.service';
import type { MailAttachment } from '../mail/mail.schema';
import { renderLegalDocumentPdf } from './legal-document-pdf';

/**
 * The CGV as a PDF, the durable copy that the deposit's confirmation carries (Code de la consommation L221-13): the
 * text `/cgv` shows, with this deployment's settings. Drawn once, at start (the settings are fixed then): a drawing
 * that fails stops the start instead of rolling back the transaction of a deposit already taken.
 */
@Injectable()
export class SalesTermsDocument implements OnApplicationBootstrap {
  private drawn?: Promise<MailAttachment>;

  constructor(
    private readonly settings: PublicSettingsService,
    private readonly config: ConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.attachment();
  }

  attachment(): Promise<MailAttachment> {
    this.drawn ??= this.draw();
    return this.drawn;
  }

  private async draw(): Promise<MailAttachment> {
    const settings = this.settings.get();
    const { publicUrl } = this.config.getOrThrow<ReturnType<typeof appConfig>>('app');
    const pdf = await renderLegalDocumentPdf(salesTerms(settings), { author: settings.operator.legalName, version: TERMS_VERSIONS.cgv, siteUrl: publicUrl });
    return { filename: `CGV-${TERMS_VERSIONS.cgv}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' };
  }
}
