import { Injectable } from '@nestjs/common';
import { cityLabel } from '@ptits-mitrons/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../database/database.types';
import type { MailTemplateName } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import type { OfferMailData } from '../mail/templates/mail-data';
import type { MerchantRow } from '../merchants/merchant-request-record';
import { artisanMailData } from '../merchants/merchant-space-tokens';
import { merchantRequests } from '../merchants/merchants.schema';
import { cityOf } from '../parents/parent-request-queries';
import type { ParentRequestRow } from '../parents/parent-request-record';
import type { OfferRow } from './offer-record';

/** What the offer chain's mails to an artisan say of the workshop, and their sending. */
@Injectable()
export class OfferMailsService {
  constructor(private readonly mail: MailService) {}

  /** A mail of the chain to the offer's artisan, once per (template, offer), with a fresh link to their space. */
  async mailMerchant(
    tx: Transaction,
    template: Extract<
      MailTemplateName,
      'merchant-offer' | 'merchant-offer-reminder' | 'merchant-offer-accepted' | 'merchant-offer-withdrawn' | 'merchant-workshop-cancelled'
    >,
    request: ParentRequestRow,
    offer: OfferRow,
    merchantRow?: MerchantRow,
  ): Promise<void> {
    const [merchantToMail] = merchantRow ? [merchantRow] : await tx.select().from(merchantRequests).where(eq(merchantRequests.id, offer.merchantRequestId));
    // An artisan whose account was closed meanwhile gets no mail (and no link).
    if (!merchantToMail || merchantToMail.anonymizedAt) return;
    // The request's id second: the retention job finds a request's mails by that part of the key.
    await this.mail.enqueueOnce(tx, `${template}:${request.id}:${offer.id}`, async () => ({
      template,
      to: merchantToMail.email,
      data: {
        merchant: await artisanMailData(tx, merchantToMail),
        offer: { ...(await this.offerMailData(tx, request, offer.workshopAt)), expires_at: offer.expiresAt?.toISOString() ?? null },
      },
    }));
  }

  /** Of the parent, only what the workshop needs. */
  async offerMailData(tx: DbOrTx, request: ParentRequestRow, date: Date): Promise<OfferMailData> {
    const city = await cityOf(tx, request.targetCityId);
    return {
      date: date.toISOString(),
      city_label: city ? cityLabel(city) : request.targetCityId,
      child_age: request.childAge,
      number_of_children: request.numberOfChildren,
      allergies: request.allergies,
    };
  }
}
