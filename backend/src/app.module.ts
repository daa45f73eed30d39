import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminAccountsModule } from './admin-accounts/admin-accounts.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BotCheckModule } from './bot-check/bot-check.module';
import { CitiesModule } from './cities/cities.module';
import { AppConfigModule } from './config/app-config.module';
import { DatabaseModule } from './database/database.module';
import { DemoModule } from './demo/demo.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { LoggingModule } from './logging/logging.module';
import { MailModule } from './mail/mail.module';
import { MatchingModule } from './matching/matching.module';
import { MerchantSpaceModule } from './merchant-space/merchant-space.module';
import { MerchantsModule } from './merchants/merchants.module';
import { MetricsModule } from './metrics/metrics.module';
import { ParentSpaceModule } from './parent-space/parent-space.module';
import { ParentsModule } from './parents/parents.module';
import { PaymentsModule } from './payments/payments.module';
import { Dac7Module } from './dac7/dac7.module';
import { PayoutDetailsModule } from './payout-details/payout-details.module';
import { PayoutsModule } from './payouts/payouts.module';
import { ReceiptsModule } from './receipts/receipts.module';
import { RemindersModule } from './reminders/reminders.module';
import { RetentionModule } from './retention/retention.module';
import { StatsModule } from './stats/stats.module';
import { SharedThrottlerModule } from './throttlers';
import { TrackingModule } from './tracking/tracking.module';

@Module({
  imports: [
    LoggingModule,
    AppConfigModule,
    DatabaseModule,
    ScheduleModule.forRoot(),
    JobsModule,
    SharedThrottlerModule,
    AuthModule,
    AdminAccountsModule,
    AuditModule,
    MailModule,
    BotCheckModule,
    MerchantsModule,
    CitiesModule,
    HealthModule,
    ParentsModule,
    ParentSpaceModule,
    MatchingModule,
    MerchantSpaceModule,
    PaymentsModule,
    PayoutDetailsModule,
    Dac7Module,
    PayoutsModule,
    ReceiptsModule,
    RemindersModule,
    TrackingModule,
    StatsModule,
    RetentionModule,
    MetricsModule,
    // Last: demo data needs every module's reference data.
    DemoModule,
  ],
})
export class AppModule {}
