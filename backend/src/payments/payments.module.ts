import { Logger, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { appConfig, paymentsConfig } from '../config/configuration';
import { DATABASE, type Database } from '../database/database.types';
import { ParentsModule } from '../parents/parents.module';
import { DemoPaymentProvider } from './demo-payment.provider';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { AdminPaymentsController } from './admin-payments.controller';
import { PaymentsController } from './payments.controller';
import { BalancePaymentsService } from './balance-payments.service';
import { PaymentOutcomesService } from './payment-outcomes.service';
import { PaymentRefundsService } from './payment-refunds.service';
import { PaymentsService } from './payments.service';
import { StripeWebhooksService } from './stripe-webhooks.service';
import { StripePaymentProvider } from './stripe-payment.provider';

/** Stripe when its keys are set (as GET /api/config reports); otherwise, outside production, the demo provider. */
function createProvider(config: ConfigService, db: Database): PaymentProvider {
  const payments = config.getOrThrow<ReturnType<typeof paymentsConfig>>('payments');
  const app = config.getOrThrow<ReturnType<typeof appConfig>>('app');
  const logger = new Logger(PaymentsModule.name);
  if (payments.secretKey && payments.publishableKey) {
    if (!payments.webhookSecret) logger.warn('STRIPE_WEBHOOK_SECRET absent : les webhooks Stripe seront refusés');
    return new StripePaymentProvider({ secretKey: payments.secretKey, webhookSecret: payments.webhookSecret, apiBase: payments.apiBase });
  }
  if (app.production) throw new Error('Configuration manquante en production : STRIPE_SECRET_KEY et STRIPE_PUBLISHABLE_KEY doivent être définis.');
  logger.warn('Aucune clé Stripe : paiements en mode démonstration (aucun débit réel)');
  return new DemoPaymentProvider(db);
}

@Module({
  imports: [ParentsModule],
  controllers: [PaymentsController, AdminPaymentsController],
  providers: [
    PaymentOutcomesService,
    PaymentsService,
    StripeWebhooksService,
    PaymentRefundsService,
    BalancePaymentsService,
    { provide: PAYMENT_PROVIDER, inject: [ConfigService, DATABASE], useFactory: createProvider },
  ],
  // The parent space takes the balance and refunds it through the same services.
  exports: [BalancePaymentsService, PaymentRefundsService],
})
export class PaymentsModule {}
