import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BotChecked } from '../bot-check/bot-checked.decorator';
import { CreateParentRequestDto } from './dto/create-parent-request.dto';
import { ParentsService } from './parents.service';

@ApiTags('parents')
@Controller('parents')
export class ParentsController {
  constructor(private readonly parents: ParentsService) {}

  @Post()
  @BotChecked({ createdStatus: 'submitted' })
  @ApiOperation({ summary: "Demande d'atelier d'un parent (formulaire public)" })
  create(@Body() body: CreateParentRequestDto): Promise<{ _id: string; id: string; status: string }> {
    return this.parents.create(body);
  }
}
