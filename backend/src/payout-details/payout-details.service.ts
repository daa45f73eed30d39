import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import * as ibantools from 'ibantools';
import {
  checkIban,
  maskIban,
  maskTaxId,
  missingDac7Details,
  missingPayoutDetails,
  PAYOUT_DETAILS_MESSAGES,
  PAYOUT_FIELD_LABELS,
  SELLER_TYPE_LABELS,
  type PayoutDetailsField,
  type SellerType,
} from '@ptits-mitrons/domain';
import { and, count, eq } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { auditEvents } from '../audit/audit.schema';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { isUuid } from '../common/uuid';
import { validationFailure } from '../common/validation.pipe';
import { DATABASE, type Database } from '../database/database.types';
import { MailService } from '../mail/mail.service';
import { MERCHANT_NOT_FOUND } from '../merchants/merchant-request-queries';
import { artisanMailData, MERCHANT_ACTOR, resolveMerchantToken } from '../merchants/merchant-space-tokens';
import { merchantRequests } from '../merchants/merchants.schema';
import type { PayoutDetailsDto } from './dto/payout-details.dto';
import { merchantPayoutDetails } from './payout-details.schema';
import type { PayoutDetailsResponse } from './dto/payout-details.response';

type DetailsRow = typeof merchantPayoutDetails.$inferSelect;
type DetailsValues = Omit<DetailsRow, 'merchantRequestId' | 'createdAt' | 'updatedAt'>;

/** Each form field and the column it fills. */
const COLUMNS: Record<PayoutDetailsField, keyof DetailsValues> = {
  seller_type: 'sellerType',
  legal_name: 'legalName',
  siret: 'siret',
  vat_number: 'vatNumber',
  first_name: 'firstName',
  last_name: 'lastName',
  birth_date: 'birthDate',
  tax_id: 'taxId',
  address_line: 'addressLine',
  postal_code: 'postalCode',
  city: 'city',
  country: 'country',
  iban: 'iban',
  bic: 'bic',
  account_holder: 'accountHolder',
};

export const PAYOUT_DETAILS_ENTITY = 'merchant_payout_details';

/** The artisan's payout details and identity for the yearly report, from their space: shown masked, changes audited and mailed. */
@Injectable()
export class PayoutDetailsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async view(token: string): Promise<PayoutDetailsResponse> {
    const row = await resolveMerchantToken(this.db, token, 'space', this.clock.now());
    const [details] = await this.db.select().from(merchantPayoutDetails).where(eq(merchantPayoutDetails.merchantRequestId, row.id));
    return payoutDetailsAnswer(details ?? null);
  }

  /** What staff see of an artisan's details (the merchant's page): the same masked answer, read only. */
  async forStaff(merchantRequestId: string): Promise<PayoutDetailsResponse> {
    const [found] = isUuid(merchantRequestId)
      ? await this.db
          .select({ details: merchantPayoutDetails })
          .from(merchantRequests)
          .leftJoin(merchantPayoutDetails, eq(merchantPayoutDetails.merchantRequestId, merchantRequests.id))
          .where(eq(merchantRequests.id, merchantRequestId))
      : [];
    if (!found) throw new ApiError(HttpStatus.NOT_FOUND, MERCHANT_NOT_FOUND);
    return payoutDetailsAnswer(found.details);
  }

  /**
   * Replaces the details with the form's. A change writes one audit row (the changed fields' names, never their
   * values) and queues one mail to the artisan, keyed by the change's number: a replayed request finds nothing
   * changed and sends nothing.
   */
  async save(token: string, dto: PayoutDetailsDto): Promise<PayoutDetailsResponse> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const row = await resolveMerchantToken(tx, token, 'space', now, true);
      const [stored] = await tx.select().from(merchantPayoutDetails).where(eq(merchantPayoutDetails.merchantRequestId, row.id)).for('update');
      const iban = dto.iban ? (checkIban(dto.iban, ibantools) as { iban: string }).iban : stored?.iban;
      if (!iban) throw validationFailure([{ field: 'iban', message: PAYOUT_DETAILS_MESSAGES.ibanRequired }]);
      const individual = dto.seller_type === 'individual';
      const next: DetailsValues = {
        sellerType: dto.seller_type,
        legalName: dto.legal_name,
        siret: dto.siret,
        vatNumber: dto.vat_number ?? null,
        // A company's report gives no person: what an individual gave is dropped when the status changes.
        firstName: individual ? (dto.first_name ?? null) : null,
        lastName: individual ? (dto.last_name ?? null) : null,
        birthDate: individual ? (dto.birth_date ?? null) : null,
        taxId: individual ? (dto.tax_id ?? stored?.taxId ?? null) : null,
        addressLine: dto.address_line,
        postalCode: dto.postal_code.toUpperCase(),
        city: dto.city,
        country: dto.country,
        iban,
        bic: dto.bic ? dto.bic.replace(/\s+/g, '').toUpperCase() : null,
        accountHolder: dto.account_holder,
      };
      const changed = (Object.keys(COLUMNS) as PayoutDetailsField[]).filter((field) => (stored?.[COLUMNS[field]] ?? null) !== next[COLUMNS[field]]);
      if (!changed.length) return payoutDetailsAnswer(stored);

      const [saved] = await tx
        .insert(merchantPayoutDetails)
        .values({ merchantRequestId: row.id, ...next, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: merchantPayoutDetails.merchantRequestId, set: { ...next, updatedAt: now } })
        .returning();
      const [{ changes }] = await tx
        .select({ changes: count() })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, PAYOUT_DETAILS_ENTITY), eq(auditEvents.entityId, row.id)));
      await this.audit.record(tx, {
        entityType: PAYOUT_DETAILS_ENTITY,
        entityId: row.id,
        action: stored ? 'payout_details_updated' : 'payout_details_created',
        actor: MERCHANT_ACTOR,
        reason: `Champs modifiés : ${changed.join(', ')}`,
      });
      // The n-th change of this artisan's details, counted under the artisan's lock: one mail per change.
      await this.mail.enqueueOnce(tx, `payout-details-changed:${row.id}:${changes + 1}`, async () => ({
        template: 'merchant-payout-details-changed',
        to: row.email,
        data: {
          merchant: await artisanMailData(tx, row),
          payout_change: { iban: maskIban(iban), changed_at: now.toISOString(), fields: changed.map((field) => PAYOUT_FIELD_LABELS[field]) },
        },
      }));
      return payoutDetailsAnswer(saved);
    });
  }
}

/** The details as the artisan sees them: the IBAN and the tax number masked, with what is still missing. */
export function payoutDetailsAnswer(details: DetailsRow | null | undefined): PayoutDetailsResponse {
  const missing = { payout: missingPayoutDetails(details ?? null), dac7: missingDac7Details(details ?? null) };
  if (!details) return { details: null, missing };
  return {
    details: {
      seller_type: details.sellerType as SellerType,
      seller_type_label: SELLER_TYPE_LABELS[details.sellerType as SellerType] ?? details.sellerType,
      legal_name: details.legalName,
      siret: details.siret,
      vat_number: details.vatNumber,
      first_name: details.firstName,
      last_name: details.lastName,
      birth_date: details.birthDate,
      tax_id_masked: details.taxId ? maskTaxId(details.taxId) : null,
      address_line: details.addressLine,
      postal_code: details.postalCode,
      city: details.city,
      country: details.country,
      iban_masked: maskIban(details.iban),
      bic: details.bic,
      account_holder: details.accountHolder,
      updated_at: details.updatedAt.toISOString(),
    },
    missing,
  };
}
