import { ApiProperty } from '@nestjs/swagger';
import { RECEIPT_KINDS, type ReceiptKind } from '@ptits-mitrons/domain';

/** What every list of receipts shows of a document. */
export class ReceiptSummaryResponse {
  @ApiProperty({ example: '2026-000123' })
  number: string;

  @ApiProperty({ enum: RECEIPT_KINDS })
  kind: ReceiptKind;

  @ApiProperty({ example: 'Reçu' })
  kind_label: string;

  @ApiProperty({ type: 'integer', description: 'Centimes TTC (positif pour un avoir aussi)' })
  amount: number;

  @ApiProperty({ format: 'date-time' })
  issued_at: string;
}

/** A document in the parent's space: its number, what it is and where to download it. */
export class ParentSpaceReceiptResponse extends ReceiptSummaryResponse {
  @ApiProperty({ example: '/api/parent-space/<jeton>/receipts/2026-000123.pdf' })
  url: string;
}

/** A document as the back office lists it. */
export class StaffReceiptResponse extends ReceiptSummaryResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true, description: "Pour un avoir : le numéro du reçu qu'il corrige" })
  corrects_number: string | null;

  @ApiProperty({ description: 'SHA-256 du fichier émis' })
  sha256: string;
}
