import { Controller, Get } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { appConfig, paymentsConfig, recaptchaConfig } from './configuration';

export interface PublicConfig {
  brandName: string;
  contactEmail: string;
  contactPhone: string;
  paymentProvider: 'stripe' | 'demo';
  stripePublishableKey: string | null;
  recaptchaSiteKey: string | null;
  prices: { depositAmount: number; currency: string; totalPrice: number };
}

/** Runtime settings of the public site: one build serves every deployment (DESIGN.md). */
@ApiTags('configuration')
@Controller('config')
export class PublicConfigController {
  constructor(private readonly config: ConfigService) {}

  @Get()
  @ApiOperation({ summary: 'Réglages publics du site (marque, contact, paiement, reCAPTCHA, prix)' })
  get(): PublicConfig {
    const app = this.config.getOrThrow<ReturnType<typeof appConfig>>('app');
    const payments = this.config.getOrThrow<ReturnType<typeof paymentsConfig>>('payments');
    const recaptcha = this.config.getOrThrow<ReturnType<typeof recaptchaConfig>>('recaptcha');
    const stripe = Boolean(payments.secretKey && payments.publishableKey);
    return {
      brandName: app.brandName,
      contactEmail: app.contactEmail,
      contactPhone: app.contactPhone,
      paymentProvider: stripe ? 'stripe' : 'demo',
      stripePublishableKey: stripe ? payments.publishableKey! : null,
      recaptchaSiteKey: recaptcha.projectId && recaptcha.apiKey && recaptcha.siteKey ? recaptcha.siteKey : null,
      prices: { depositAmount: payments.depositAmount, currency: payments.currency, totalPrice: payments.totalPrice },
    };
  }
}
