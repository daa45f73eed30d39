import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { configNamespaces } from './configuration';
import { validateEnvironment } from './env.validation';
import { PublicConfigController } from './public-config.controller';

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
})
export class AppConfigModule {}
