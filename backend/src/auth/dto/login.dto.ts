import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

// class-validator runs a property's decorators bottom-up and stops at the first failure:
// the "required" check stands last so that it is reported first.
export class LoginDto {
  @ApiProperty({ example: 'admin@example.com' })
  @IsEmail({}, { message: "L'adresse e-mail est invalide." })
  @MaxLength(254, { message: "L'adresse e-mail est invalide." })
  @IsString({ message: "L'adresse e-mail est invalide." })
  @IsNotEmpty({ message: "L'adresse e-mail est obligatoire." })
  email: string;

  @ApiProperty()
  @MaxLength(200, { message: 'Le mot de passe est invalide.' })
  @IsString({ message: 'Le mot de passe est invalide.' })
  @IsNotEmpty({ message: 'Le mot de passe est obligatoire.' })
  password: string;
}
