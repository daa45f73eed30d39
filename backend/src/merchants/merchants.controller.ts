import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BotChecked } from '../bot-check/bot-checked.decorator';
import { ApiErrors, CreatedRecordResponse } from '../common/api-docs';
import { CreateMerchantRequestDto } from './dto/merchant-request.dto';
import { MerchantsService } from './merchants.service';

@ApiTags('artisans')
@Controller('merchants')
export class MerchantsController {
  constructor(private readonly merchants: MerchantsService) {}

  @Post('request')
  @BotChecked({ createdStatus: 'pending_validation' })
  @ApiOperation({ summary: "Candidature d'un artisan (formulaire public, reCAPTCHA action SUBMIT)" })
  @ApiCreatedResponse({ type: CreatedRecordResponse })
  @ApiErrors(400, 429, 503)
  apply(@Body() body: CreateMerchantRequestDto): Promise<CreatedRecordResponse> {
    return this.merchants.create(body);
  }
}
