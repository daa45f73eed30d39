import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BALANCE_CENTS, formatEuros } from '@ptits-mitrons/domain';
import { ApiErrors } from '../common/api-docs';
import { WORKSHOP_CALENDAR_CONTENT_TYPE, WORKSHOP_CALENDAR_FILENAME } from '../calendar/workshop-calendar';
import { PaymentThrottled } from '../payments/payment-throttle';
import { BalancePaymentResponse, BalanceStatusResponse, ParentSpaceCancelDto, ParentSpaceCancelResponse } from './dto/parent-space-payments.dto';
import { ParentSpaceCancellationService } from './parent-space-cancellation.service';
import { ParentSpacePaymentsService } from './parent-space-payments.service';

/** The parent space's money: accept and pay the balance, its outcome, cancel (CGV §6), the calendar file. */
@ApiTags('espace parent')
@Controller('parent-space')
export class ParentSpacePaymentsController {
  constructor(
    private readonly payments: ParentSpacePaymentsService,
    private readonly cancellation: ParentSpaceCancellationService,
  ) {}

  @Post(':token/proposal/accept')
  @HttpCode(200)
  @PaymentThrottled()
  @ApiOperation({ summary: `Accepter la proposition et régler le solde (${formatEuros(BALANCE_CENTS)}, fixé par le serveur)` })
  @ApiOkResponse({ type: BalancePaymentResponse })
  @ApiErrors(404, 409, 429, 502)
  accept(@Param('token') token: string): Promise<BalancePaymentResponse> {
    return this.payments.accept(token);
  }

  @Get(':token/balance/status')
  @PaymentThrottled()
  @ApiOperation({ summary: 'Issue du paiement du solde (page de retour du paiement)' })
  @ApiOkResponse({ type: BalanceStatusResponse })
  @ApiErrors(404, 429)
  balanceStatus(@Param('token') token: string): Promise<BalanceStatusResponse> {
    return this.payments.balanceStatus(token);
  }

  @Post(':token/cancel')
  @HttpCode(200)
  @PaymentThrottled()
  @ApiOperation({ summary: "Annuler la réservation (CGV §6) ; dryRun : seulement en dire l'issue" })
  @ApiOkResponse({ type: ParentSpaceCancelResponse })
  @ApiErrors(400, 404, 409, 429, 502)
  cancel(@Param('token') token: string, @Body() body: ParentSpaceCancelDto): Promise<ParentSpaceCancelResponse> {
    return this.cancellation.cancel(token, body.dryRun === true);
  }

  @Get(':token/calendar.ics')
  @Header('Content-Type', WORKSHOP_CALENDAR_CONTENT_TYPE)
  @Header('Content-Disposition', `attachment; filename="${WORKSHOP_CALENDAR_FILENAME}"`)
  @ApiOperation({ summary: "L'atelier réservé au format iCalendar (une fois la réservation acceptée)" })
  @ApiOkResponse({ description: 'Fichier .ics', content: { 'text/calendar': { schema: { type: 'string' } } } })
  @ApiErrors(404, 409)
  calendar(@Param('token') token: string): Promise<string> {
    return this.payments.calendar(token);
  }
}
