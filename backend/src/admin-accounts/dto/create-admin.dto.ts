import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

// Decorators run bottom-up and stop at the first failure: "required" stands last so that it is reported first.
// The password's strength is a rule of the service (it also weighs the e-mail).
export class CreateAdminDto {
  @ApiProperty({ example: 'operateur@example.com' })
  // Stored lower-cased: one account per address, whatever the case typed.
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: "L'adresse e-mail est invalide." })
  @MaxLength(254, { message: "L'adresse e-mail est invalide." })
  @IsString({ message: "L'adresse e-mail est invalide." })
  @IsNotEmpty({ message: "L'adresse e-mail est obligatoire." })
  email: string;

  @ApiProperty({ description: 'Au moins 10 caractères, jugé assez fort (zxcvbn, score 3 sur 4)' })
  @MaxLength(200, { message: 'Le mot de passe ne doit pas dépasser 200 caractères.' })
  @IsString({ message: 'Le mot de passe est invalide.' })
  @IsNotEmpty({ message: 'Le mot de passe est obligatoire.' })
  password: string;
}
