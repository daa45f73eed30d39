import { Body, Controller, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import type { Admin } from '../auth/admins.service';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { ApiErrors } from '../common/api-docs';
import { Dac7CopiesService } from './dac7-copies.service';
import { Dac7CopyRegenerateDto } from './dto/dac7-copy-regenerate.dto';
import { Dac7CopyRegenerateResponse } from './dto/dac7-copies.response';

/** Staff draw an artisan's yearly DAC7 copy again, from the artisan's record of the back office. */
@ApiTags('déclaration DAC7 (administration)')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller('admin/merchant-requests')
export class AdminDac7CopiesController {
  constructor(private readonly copies: Dac7CopiesService) {}

  @Post(':id/dac7-copies')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: "Refaire la copie DAC7 d'une année (remplace le PDF, journalisé) ; l'envoyer à l'artisan seulement si demandé" })
  @ApiOkResponse({ type: Dac7CopyRegenerateResponse })
  @ApiErrors(400, 404, 409)
  regenerate(@Param('id') id: string, @Body() body: Dac7CopyRegenerateDto, @CurrentAdmin() admin: Admin): Promise<Dac7CopyRegenerateResponse> {
    return this.copies.regenerate(id, body.year, body.send_mail, admin.id);
  }
}
