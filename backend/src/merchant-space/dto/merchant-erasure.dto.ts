import { MERCHANT_DATA_MESSAGES } from '@ptits-mitrons/domain';
import { RequiredText } from '../../common/form-fields';

/** POST /api/admin/merchant-requests/{id}/erasure: where the request comes from, kept in the history. */
export class MerchantErasureDto {
  @RequiredText(MERCHANT_DATA_MESSAGES.erasureReasonRequired, 500, MERCHANT_DATA_MESSAGES.erasureReasonTooLong, { multiline: true })
  reason: string;
}
