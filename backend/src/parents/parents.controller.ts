import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BotChecked } from '../bot-check/bot-checked.decorator';
import { ApiErrors, CreatedParentRequestResponse } from '../common/api-docs';
import { CreateParentRequestDto } from './dto/create-parent-request.dto';
import { ParentsService } from './parents.service';

@ApiTags('parents')
@Controller('parents')
export class ParentsController {
  constructor(private readonly parents: ParentsService) {}

  @Post()
  @BotChecked({ createdStatus: 'submitted' })
  @ApiOperation({ summary: "Demande d'atelier d'un parent (formulaire public)" })
  @ApiCreatedResponse({ type: CreatedParentRequestResponse })
  @ApiErrors(400, 409, 422, 429, 503)
  create(@Body() body: CreateParentRequestDto): Promise<CreatedParentRequestResponse> {
    return this.parents.create(body);
  }
}
