import { DECLINE_REASON_MAX_LENGTH, DECLINE_REASON_MESSAGES } from '@ptits-mitrons/domain';
import { OptionalText } from '../../common/form-fields';

/** POST /api/parent-space/{token}/proposal/decline */
export class ParentSpaceDeclineDto {
  @OptionalText(DECLINE_REASON_MAX_LENGTH, DECLINE_REASON_MESSAGES.tooLong, DECLINE_REASON_MESSAGES.notText, { multiline: true })
  reason?: string;
}
