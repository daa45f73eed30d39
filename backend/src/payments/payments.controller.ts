import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { VERBATIM_BODY } from '../common/hostile-input';
import { PaymentThrottled } from '../common/throttlers';
import { ConfirmDemoPaymentDto, CreatePaymentIntentDto } from './dto/create-payment-intent.dto';
import { PaymentsService, type PaymentIntentAnswer, type PaymentStatusAnswer } from './payments.service';

@ApiTags('paiements')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('create-payment-intent')
  @HttpCode(200)
  @PaymentThrottled()
  @ApiOperation({ summary: "Intent de paiement de l'acompte (30,00 €, fixé par le serveur)" })
  create(@Body() body: CreatePaymentIntentDto): Promise<PaymentIntentAnswer> {
    return this.payments.createPaymentIntent(body);
  }

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  @RouteConfig({ [VERBATIM_BODY]: true })
  webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    return this.payments.handleWebhook(request.rawBody, signature);
  }

  @Get('status/:requestId')
  @PaymentThrottled()
  @ApiOperation({ summary: "Issue du paiement de l'acompte d'une demande" })
  status(@Param('requestId') requestId: string): Promise<PaymentStatusAnswer> {
    return this.payments.status(requestId);
  }

  @Post('demo/confirm')
  @HttpCode(200)
  @PaymentThrottled()
  @ApiOperation({ summary: 'Mode démonstration : confirmer le paiement sans carte' })
  confirmDemo(@Body() body: ConfirmDemoPaymentDto): Promise<PaymentStatusAnswer> {
    return this.payments.confirmDemo(body.clientSecret);
  }
}
