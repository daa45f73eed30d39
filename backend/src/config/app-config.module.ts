import { Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { configNamespaces } from './configuration';
import { validateEnvironment } from './env.validation';
import { PublicConfigController } from './public-config.controller';
import { PublicSettingsService } from './public-settings.service';

/** Global: the public settings serve the site's pages, the legal texts' PDFs and GET /api/config. */
@Global()
@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      cache: true,
      envFilePath: ['.env'],
      load: configNamespaces,
      validate: validateEnvironment,
    }),
  ],
  controllers: [PublicConfigController],
  providers: [PublicSettingsService],
  exports: [PublicSettingsService],
})
export class AppConfigModule {}
