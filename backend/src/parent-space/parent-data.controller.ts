import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs';
import { MessageResponse } from '../common/message.response';
import { ParentErasureConfirmDto } from './dto/parent-data.dto';
import { ParentDataExportResponse, ParentErasureResponse, ParentErasureStatusResponse } from './dto/parent-data.response';
import { PARENT_DATA_FILENAME } from './parent-data-tables';
import { ParentDataService } from './parent-data.service';

const TOKEN_PARAM = ApiParam({ name: 'token', description: 'Le jeton du lien personnel envoyé par e-mail' });

/**
 * « Mes données » in the parent space: the export and the erasure of everything held about the request's address.
 * The erasure's confirmation is static (`erasure-confirmations`): the mailed link carries a signed token, not the
 * space's, so that it still works whichever request's link dies first.
 */
@ApiTags('espace parent : mes données')
@Controller('parent-space')
export class ParentDataController {
  constructor(private readonly data: ParentDataService) {}

  @Get(':token/data')
  @TOKEN_PARAM
  @Header('Content-Disposition', `attachment; filename="${PARENT_DATA_FILENAME}"`)
  @ApiOperation({ summary: "Télécharger mes données : tout ce qui est conservé sur l'adresse e-mail de la demande (fichier JSON)" })
  @ApiOkResponse({ type: ParentDataExportResponse })
  @ApiErrors(404)
  export(@Param('token') token: string): Promise<ParentDataExportResponse> {
    return this.data.exportForSpace(token);
  }

  @Get(':token/erasure')
  @TOKEN_PARAM
  @ApiOperation({ summary: "Effacer mes données : ce que chaque demande de l'adresse permet maintenant (effaçable, ou ce qui est en cours et jusqu'à quand)" })
  @ApiOkResponse({ type: ParentErasureStatusResponse })
  @ApiErrors(404)
  erasureStatus(@Param('token') token: string): Promise<ParentErasureStatusResponse> {
    return this.data.erasureStatus(token);
  }

  @Post(':token/erasure')
  @HttpCode(HttpStatus.ACCEPTED)
  @TOKEN_PARAM
  @ApiOperation({ summary: "Demander l'effacement : un lien de confirmation part par e-mail à l'adresse (un par quart d'heure)" })
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiErrors(404, 409)
  requestErasure(@Param('token') token: string): Promise<MessageResponse> {
    return this.data.requestErasure(token);
  }

  @Post('erasure-confirmations')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Confirmer l'effacement (lien reçu par e-mail) : anonymise chaque demande de l'adresse sans rien en cours" })
  @ApiOkResponse({ type: ParentErasureResponse })
  @ApiErrors(400, 409)
  confirmErasure(@Body() body: ParentErasureConfirmDto): Promise<ParentErasureResponse> {
    return this.data.confirmErasure(body.confirmation);
  }
}
