import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../common/form-fields';

/** A new password, the account's state, or both; react-admin may send the record's other fields, which are ignored. */
export class UpdateAdminDto {
  @ApiPropertyOptional({ description: 'Nouveau mot de passe (mêmes règles qu’à la création)' })
  @IsOmittable()
  @MaxLength(200, { message: 'Le mot de passe ne doit pas dépasser 200 caractères.' })
  @IsString({ message: 'Le mot de passe est invalide.' })
  @IsNotEmpty({ message: 'Le mot de passe est obligatoire.' })
  password?: string;

  @ApiPropertyOptional({ description: 'true désactive le compte (ses jetons cessent de fonctionner), false le réactive' })
  @IsOmittable()
  @IsBoolean({ message: 'Le champ « désactivé » doit valoir true ou false.' })
  disabled?: boolean;
}
