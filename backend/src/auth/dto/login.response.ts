import { ApiProperty } from '@nestjs/swagger';

/** The answers of the sign-in routes, as /api/docs describes them. */
export class LoginResponse {
  @ApiProperty({ description: 'Jeton JWT, à envoyer en Authorization: Bearer' })
  token: string;
}

export class CurrentAdminResponse {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ example: 'Administrateurs' })
  type: string;
}
