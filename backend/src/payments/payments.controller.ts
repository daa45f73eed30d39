import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEPOSIT_CENTS, formatEuros } from '@ptits-mitrons/domain';
import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/api-docs';
import { VERBATIM_BODY } from '../common/hostile-input';
import { PaymentThrottled } from './payment-throttle';
import { ConfirmDemoPaymentDto, CreatePaymentIntentDto } from './dto/create-payment-intent.dto';
import { PaymentIntentResponse, PaymentStatusResponse } from './dto/payment.response';
import { PaymentsService } from './payments.service';
import { StripeWebhooksService } from './stripe-webhooks.service';

@ApiTags('paiements')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly webhooks: StripeWebhooksService,
  ) {}

  @Post('create-payment-intent')
  @HttpCode(200)
  @PaymentThrottled()
  @ApiOperation({ summary: `Intent de paiement de l'acompte (${formatEuros(DEPOSIT_CENTS)}, fixé par le serveur)` })
  @ApiOkResponse({ type: PaymentIntentResponse })
  @ApiErrors(400, 404, 409, 429, 503)
  create(@Body() body: CreatePaymentIntentDto): Promise<PaymentIntentResponse> {
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
    return this.webhooks.handleWebhook(request.rawBody, signature);
  }

  @Get('status/:requestId')
  @PaymentThrottled()
  @ApiOperation({ summary: "Issue du paiement de l'acompte d'une demande" })
  @ApiOkResponse({ type: PaymentStatusResponse })
  @ApiErrors(400, 404, 429)
  status(@Param('requestId') requestId: string): Promise<PaymentStatusResponse> {
    return this.payments.status(requestId);
  }

  @Post('demo/confirm')
  @HttpCode(200)
  @PaymentThrottled()
  @ApiOperation({ summary: 'Mode démonstration : confirmer le paiement sans carte' })
  @ApiOkResponse({ type: PaymentStatusResponse })
  @ApiErrors(400, 404, 409, 429)
  confirmDemo(@Body() body: ConfirmDemoPaymentDto): Promise<PaymentStatusResponse> {
    return this.payments.confirmDemo(body.clientSecret);
  }
}
