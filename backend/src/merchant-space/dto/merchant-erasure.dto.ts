import { MERCHANT_DATA_MESSAGES, type MerchantErasurePayload } from '@ptits-mitrons/domain';
import { RequiredText } from '../../common/form-fields';

/** POST /api/admin/merchant-requests/{id}/erasure: where the request comes from, kept in the history. */
export class MerchantErasureDto implements MerchantErasurePayload {
  @RequiredText(MERCHANT_DATA_MESSAGES.erasureReasonRequired, 500, MERCHANT_DATA_MESSAGES.erasureReasonTooLong, { multiline: true })
  reason: string;
}
