import { Module } from '@nestjs/common';
import { SalesTermsDocument } from './sales-terms-document';

/** The legal texts the server prints (the site shows the same texts, from the domain package). */
@Module({
  providers: [SalesTermsDocument],
  exports: [SalesTermsDocument],
})
export class LegalModule {}
