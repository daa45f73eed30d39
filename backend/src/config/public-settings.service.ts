import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { CURRENCY, DEPOSIT_CENTS, WORKSHOP_TOTAL_CENTS } from '@ptits-mitrons/domain';
import type { appConfig, botCheckConfig, legalConfig, moneyOutConfig, paymentsConfig, recaptchaConfig } from './configuration';
import type { PublicConfigResponse } from './dto/public-config.response';

/**
 * The public settings: what GET /api/config answers, what the site's pages are drawn from, and what the legal texts
 * the server prints (the CGV attached to the deposit's mail) are written with.
 */
@Injectable()
export class PublicSettingsService {
  constructor(private readonly config: ConfigService) {}

  get(): PublicConfigResponse {
    const app = this.config.getOrThrow<ReturnType<typeof appConfig>>('app');
    const payments = this.config.getOrThrow<ReturnType<typeof paymentsConfig>>('payments');
    const recaptcha = this.config.getOrThrow<ReturnType<typeof recaptchaConfig>>('recaptcha');
    const { provider } = this.config.getOrThrow<ReturnType<typeof botCheckConfig>>('botCheck');
    const operator = this.config.getOrThrow<ReturnType<typeof moneyOutConfig>>('moneyOut');
    const legal = this.config.getOrThrow<ReturnType<typeof legalConfig>>('legal');
    const stripe = Boolean(payments.secretKey && payments.publishableKey);
    return {
      brandName: app.brandName,
      contactEmail: app.contactEmail,
      contactPhone: app.contactPhone,
      paymentProvider: stripe ? 'stripe' : 'demo',
      stripePublishableKey: stripe ? payments.publishableKey! : null,
      botCheckProvider: provider,
      recaptchaSiteKey: provider === 'recaptcha' && recaptcha.projectId && recaptcha.apiKey && recaptcha.siteKey ? recaptcha.siteKey : null,
      prices: { depositAmount: DEPOSIT_CENTS, currency: CURRENCY, totalPrice: WORKSHOP_TOTAL_CENTS / 100 },
      operator: {
        legalName: operator.legalName,
        address: operator.address,
        siret: operator.siret,
        vatNumber: operator.vatNumber,
        publicationDirector: legal.publicationDirector,
      },
      host: { name: legal.hostName, address: legal.hostAddress, phone: legal.hostPhone },
      mediator: { name: legal.mediatorName, address: legal.mediatorAddress, url: legal.mediatorUrl },
    };
  }
}
