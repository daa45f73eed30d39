import { IsEmail, MaxLength } from 'class-validator';
import { EMAIL_MESSAGE } from '@ptits-mitrons/domain';
import { RequiredText } from '../../common/form-fields';

/** POST /api/merchant-space/links (the bot check's fields are read and removed before validation). */
export class MerchantSpaceLinkDto {
  @MaxLength(254, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @RequiredText("L'adresse e-mail est obligatoire.", 254, EMAIL_MESSAGE)
  email: string;
}
