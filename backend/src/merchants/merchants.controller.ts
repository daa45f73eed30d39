import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BotChecked } from '../bot-check/bot-checked.decorator';
import { CreateMerchantRequestDto } from './dto/merchant-request.dto';
import { MerchantsService } from './merchants.service';

@ApiTags('artisans')
@Controller('merchants')
export class MerchantsController {
  constructor(private readonly merchants: MerchantsService) {}

  @Post('request')
  @BotChecked({ createdStatus: 'pending_validation' })
  @ApiOperation({ summary: "Candidature d'un artisan (formulaire public, reCAPTCHA action SUBMIT)" })
  apply(@Body() body: CreateMerchantRequestDto): Promise<{ _id: string; id: string; status: string }> {
    return this.merchants.create(body);
  }
}
