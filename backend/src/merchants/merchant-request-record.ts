import {
  cityLabel,
  MERCHANT_STATUS_COLORS,
  MERCHANT_STATUS_LABELS,
  normalizeSearchText,
  upcomingDaysOff,
  type MerchantStatus,
} from '@ptits-mitrons/domain';
import type { CityDto } from '../cities/cities.service';
import type { MerchantMailData } from '../mail/templates/mail-data';
import type { Sector } from './activity-sector-resolver';
import type { CreateMerchantRequestDto } from './dto/merchant-request.dto';
import type { merchantRequests } from './merchants.schema';
import type { BulkStatusResponse, MerchantRequestResponse } from './dto/merchant-request.response';

export type MerchantRow = typeof merchantRequests.$inferSelect;

/** An application's own fields, as the public form and the operator's edit both give them (terms aside). */
export type ApplicationFields = Omit<CreateMerchantRequestDto, 'terms_accepted'>;

/** A row with the names of its city and sector, as the list and record queries read it. */
export interface MerchantRowWithLabels {
  row: MerchantRow;
  cityNom: string;
  cityCodePostal: string;
  sectorNom: string;
  /** The newest unrevoked space link's date (merchant_space_tokens), when the query reads it. */
  spaceLinkSentAt?: Date | null;
}

/** The back office's bulk decision answer (react-admin's updateMany reads `data`). */
export type BulkStatusReport = BulkStatusResponse;

export function merchantStatusLabel(status: string): string {
  return MERCHANT_STATUS_LABELS[status as MerchantStatus] ?? status;
}

/** Everything the operator's `q` searches, normalised once when the row is written. */
function searchText(fields: ApplicationFields, city: CityDto, sector: Sector): string {
  return normalizeSearchText(
    [
      fields.establishment_name,
      fields.manager_firstname,
      fields.manager_lastname,
      fields.email,
      fields.phone,
      city.nom,
      city.code_postal,
      fields.description ?? '',
      sector.nom,
    ].join(' '),
  );
}

/** The row's values from a validated body (the form's area arrives as a decimal; capacity counts whole people). */
export function rowValues(fields: ApplicationFields, city: CityDto, sector: Sector) {
  return {
    establishmentName: fields.establishment_name,
    activitySectorId: sector.id,
    address: fields.address,
    cityId: city.id,
    managerFirstname: fields.manager_firstname,
    managerLastname: fields.manager_lastname,
    email: fields.email,
    phone: fields.phone,
    description: fields.description || null,
    capacity: Math.max(1, Math.round(fields.capacity)),
    availableDays: fields.available_days ?? [],
    availableHours: fields.available_hours ?? [],
    searchText: searchText(fields, city, sector),
  };
}

/** What the applicant's and the operator's mails say about an application. */
export function merchantMailData(row: MerchantRow, city: { nom: string; code_postal: string }, sector: { nom: string }): MerchantMailData {
  return {
    establishment_name: row.establishmentName,
    manager_firstname: row.managerFirstname,
    manager_lastname: row.managerLastname,
    email: row.email,
    phone: row.phone,
    city_label: cityLabel(city),
    sector_label: sector.nom,
    description: row.description,
  };
}

export function toMerchantRecord({ row, cityNom, cityCodePostal, sectorNom, spaceLinkSentAt }: MerchantRowWithLabels): MerchantRequestResponse {
  const status = row.status as MerchantStatus;
  return {
    _id: row.id,
    id: row.id,
    establishment_name: row.establishmentName,
    activity_sector_id: { _id: row.activitySectorId, nom: sectorNom },
    address: row.address,
    city_id: { _id: row.cityId, nom: cityNom, code_postal: cityCodePostal },
    manager_firstname: row.managerFirstname,
    manager_lastname: row.managerLastname,
    email: row.email,
    phone: row.phone,
    description: row.description,
    capacity: row.capacity,
    available_days: row.availableDays,
    max_children: row.maxChildren,
    available_hours: row.availableHours,
    days_off: upcomingDaysOff(row.daysOff),
    space_link_sent_at: spaceLinkSentAt?.toISOString() ?? null,
    status,
    status_label: merchantStatusLabel(status),
    status_severity: MERCHANT_STATUS_COLORS[status] ?? 'info',
    rejectionReason: row.rejectionReason,
    terms_accepted_at: row.termsAcceptedAt?.toISOString() ?? null,
    cgu_version: row.cguVersion,
    artisan_terms_version: row.artisanTermsVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
