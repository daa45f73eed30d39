import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import * as ibantools from 'ibantools';
import {
  checkBic,
  checkIban,
  isSepaCountry,
  isValidAccountHolder,
  isValidBirthDate,
  isValidFrenchTaxId,
  isValidFrenchVat,
  isValidPostalCode,
  isValidSiret,
  parisDay,
  PAYOUT_DETAILS_MESSAGES as M,
  PAYOUT_TEXT_MAX,
  SELLER_TYPES,
  SEPA_NAME_MAX,
  type SellerType,
} from '@ptits-mitrons/domain';
import { RequiredText, SingleLine } from '../../common/form-fields';

/** Trimmed; an empty string or null counts as absent. */
const optional = Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : (value ?? undefined)));
/** Spaces removed (SIRET, VAT, tax number and IBAN are often typed by groups). */
const compact = Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, '') || undefined : (value ?? undefined)));
const upper = Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value));

const rule = (name: string, validate: (value: string, dto: PayoutDetailsDto) => boolean, message: string) =>
  ValidateBy({ name, validator: { validate: (value, args) => typeof value === 'string' && validate(value, args?.object as PayoutDetailsDto) } }, { message });

/**
 * PUT /api/merchant-space/{token}/payout-details: the whole form at once. The IBAN and the tax number are only
 * shown masked, so leaving them out keeps the stored ones; every other optional field left out is cleared.
 */
export class PayoutDetailsDto {
  @ApiProperty({ enum: SELLER_TYPES })
  @IsIn(SELLER_TYPES, { message: M.sellerType })
  @IsDefined({ message: M.sellerType })
  seller_type: SellerType;

  @RequiredText(M.legalName, PAYOUT_TEXT_MAX, M.legalName)
  legal_name: string;

  @ApiProperty({ example: '73282932000074' })
  @compact
  @rule('isSiret', (value) => isValidSiret(value), M.siret)
  @IsDefined({ message: M.siret })
  siret: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'FR44732829320' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() || undefined : (value ?? undefined)))
  @IsOptional()
  @rule('vatOfSiret', (value, dto) => typeof dto.siret !== 'string' || value.slice(4) === dto.siret.slice(0, 9), M.vatNotSiren)
  @rule('isFrenchVat', (value) => isValidFrenchVat(value), M.vatNumber)
  vat_number?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PAYOUT_TEXT_MAX, description: 'Entrepreneur individuel' })
  @optional
  @IsOptional()
  @SingleLine()
  @MaxLength(PAYOUT_TEXT_MAX, { message: M.firstName })
  @IsString({ message: M.firstName })
  first_name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PAYOUT_TEXT_MAX, description: 'Entrepreneur individuel' })
  @optional
  @IsOptional()
  @SingleLine()
  @MaxLength(PAYOUT_TEXT_MAX, { message: M.lastName })
  @IsString({ message: M.lastName })
  last_name?: string;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'Entrepreneur individuel, AAAA-MM-JJ' })
  @optional
  @IsOptional()
  @rule('isBirthDate', (value) => isValidBirthDate(value, parisDay()), M.birthDate)
  birth_date?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Numéro fiscal (entrepreneur individuel) ; absent : celui enregistré est gardé' })
  @compact
  @IsOptional()
  @rule('isTaxId', (value) => isValidFrenchTaxId(value), M.taxId)
  tax_id?: string;

  @RequiredText(M.addressLine, PAYOUT_TEXT_MAX, M.addressLine)
  address_line: string;

  @ApiProperty({ example: '69001' })
  @optional
  @rule('isPostalCode', (value, dto) => isValidPostalCode(value, typeof dto.country === 'string' ? dto.country : 'FR'), M.postalCode)
  @IsDefined({ message: M.postalCode })
  postal_code: string;

  @RequiredText(M.city, PAYOUT_TEXT_MAX, M.city)
  city: string;

  @ApiProperty({ example: 'FR', description: 'Pays de la zone SEPA, ISO 3166-1 alpha-2' })
  @optional
  @upper
  @rule('isSepaCountry', (value) => isSepaCountry(value), M.country)
  @IsDefined({ message: M.country })
  country: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'FR76 3000 6000 0112 3456 7890 189', description: 'Absent : celui enregistré est gardé' })
  @optional
  @IsOptional()
  @ValidateBy({
    name: 'isSepaIban',
    validator: {
      validate: (value) => typeof value === 'string' && 'iban' in checkIban(value, ibantools),
      // Two refusals: not an IBAN at all, or a valid one outside the SEPA zone.
      defaultMessage: (args) => {
        const checked = typeof args?.value === 'string' ? checkIban(args.value, ibantools) : null;
        return checked && 'error' in checked ? checked.error : M.iban;
      },
    },
  })
  iban?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'AGRIFRPP' })
  @optional
  @IsOptional()
  @rule('isBic', (value) => checkBic(value, ibantools) !== null, M.bic)
  bic?: string;

  @RequiredText(M.accountHolder, SEPA_NAME_MAX, M.accountHolder)
  @rule('isAccountHolder', (value) => isValidAccountHolder(value), M.accountHolder)
  account_holder: string;
}
