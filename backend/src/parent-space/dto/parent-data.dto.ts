import { PARENT_DATA_MESSAGES } from '@ptits-mitrons/domain';
import { RequiredText } from '../../common/form-fields';

/** A signed token is a few hundred characters; anything longer is not one. */
const CONFIRMATION_MAX_LENGTH = 2000;

/** POST /api/parent-space/erasure-confirmations: the token the mailed link carries. */
export class ParentErasureConfirmDto {
  @RequiredText(PARENT_DATA_MESSAGES.confirmationMissing, CONFIRMATION_MAX_LENGTH, PARENT_DATA_MESSAGES.confirmationInvalid)
  confirmation: string;
}
