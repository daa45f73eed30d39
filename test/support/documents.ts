import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../backend/src/common/project-root';

/** The text of a PDF as Debian's pdftotext (poppler-utils) reads it, layout kept. */
export function pdfText(pdf: Buffer): string {
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
}

/**
 * Validates a SEPA credit transfer file against the ISO 20022 schema pain.001.001.03 with Debian's xmllint; returns
 * xmllint's complaints, empty when valid.
 */
export function sepaSchemaErrors(xml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'sepa-'));
  try {
    const file = join(dir, 'payout.xml');
    writeFileSync(file, xml);
    try {
      execFileSync('xmllint', ['--noout', '--nonet', '--schema', join(projectRoot(), 'test/fixtures/pain.001.001.03.xsd'), file], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return '';
    } catch (error) {
      return String((error as { stderr?: string }).stderr ?? error);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
