/**
 * A legal text never changes silently: each is rendered with the demo settings and hashed, and the hash is written
 * here beside the text's version (TERMS_VERSIONS). A change of text without a new version fails; so does a new
 * version left with the old hash. To change a text: set its version to the day it takes effect, then paste the hash
 * this test prints.
 */
import { createHash } from 'node:crypto';
import { ConfigModule } from '@nestjs/config';
import { Test } from '@nestjs/testing';
import { artisanTerms, salesTerms, termsOfUse, TERMS_VERSIONS, type LegalDocument, type TermsKind } from '@ptits-mitrons/domain';
import { configNamespaces } from '../../backend/src/config/configuration';
import { PublicSettingsService } from '../../backend/src/config/public-settings.service';
import type { PublicConfigResponse } from '@ptits-mitrons/api-types';

const EXPECTED: Record<TermsKind, { version: string; sha256: string }> = {
  cgv: { version: '2026-11-29', sha256: '3d290ad8b3100ef88058c0fa8c3bb9ea95e1a5450ef068b0ea7ed029fc51026d' },
  cgu: { version: '2026-11-29', sha256: '04ff54c7bb7558c36ef047955e08d515250c5f191d26268ad325d5b0d770f30b' },
  artisans: { version: '2026-11-29', sha256: '9795573fa0817c4253d7125635b7828e9685ff73aaf2f75c0e41c7a11caa78c2' },
};

const TEXTS: Record<TermsKind, (settings: PublicConfigResponse) => LegalDocument> = { cgv: salesTerms, cgu: termsOfUse, artisans: artisanTerms };

/** The settings GET /api/config answers when nothing is configured (the demo values). */
async function demoSettings(): Promise<PublicConfigResponse> {
  const environment = process.env;
  process.env = {};
  try {
    const module = await Test.createTestingModule({
      imports: [ConfigModule.forRoot({ load: configNamespaces, ignoreEnvFile: true })],
      providers: [PublicSettingsService],
    }).compile();
    return module.get(PublicSettingsService).get();
  } finally {
    process.env = environment;
  }
}

describe('legal texts and their versions', () => {
  let settings: PublicConfigResponse;
  beforeAll(async () => {
    settings = await demoSettings();
  });

  it.each(Object.keys(TEXTS) as TermsKind[])('the %s text changes only with its version', (kind) => {
    const sha256 = createHash('sha256').update(JSON.stringify(TEXTS[kind](settings))).digest('hex');
    expect({ version: TERMS_VERSIONS[kind], sha256 }).toEqual(EXPECTED[kind]);
  });
});
