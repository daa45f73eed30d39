import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BODY_NOT_OBJECT, type FieldError } from '../../common/validation.pipe';

export const DEVICES = ['mobile', 'desktop', 'unknown'] as const;
export type Device = (typeof DEVICES)[number];

export const SESSION_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
export const PAGE_MAX_LENGTH = 512;
/** A path: starts with one slash, no whitespace or control characters (browsers send paths percent-encoded). */
export const PAGE_PATTERN = /^\/(?!\/)[^\s\u0000-\u001f\u007f]*$/;
/** With the u flag a well-formed pair reads as one code point: only a lone half of a pair matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;
/** What a browser could send before the query string is dropped. */
const RAW_PAGE_MAX_LENGTH = 4096;
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const MESSAGES = {
  sessionRequired: "L'identifiant de session est obligatoire.",
  sessionType: "L'identifiant de session doit être une chaîne de caractères.",
  sessionFormat: "L'identifiant de session doit faire 1 à 64 caractères parmi lettres, chiffres, « . », « _ » et « - ».",
  pageRequired: 'La page est obligatoire.',
  pageType: 'La page doit être une chaîne de caractères.',
  pageFormat: `La page doit être un chemin commençant par « / » (${PAGE_MAX_LENGTH} caractères au plus, sans espace).`,
  pageText: 'La page contient un caractère Unicode invalide (demi-paire de substitution isolée).',
  timestamp: "L'horodatage doit être un nombre de millisecondes ou une date ISO 8601.",
  deviceRequired: "L'appareil est obligatoire.",
  device: "L'appareil doit être « mobile », « desktop » ou « unknown ».",
  body: BODY_NOT_OBJECT,
};

/** Epoch milliseconds or an ISO 8601 string that names a real instant. */
export function parseTimestamp(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= 8.64e15 ? value : undefined;
  if (typeof value !== 'string' || !ISO_8601.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The tracking beacon's payload, as documented in /api/docs. */
export class TrackDto {
  @ApiProperty({ description: 'Identifiant de session (stockage de session du navigateur)', example: 'k3v9x2m1q8', pattern: SESSION_ID_PATTERN.source })
  session_id: string;

  @ApiProperty({ description: 'Chemin de la page vue, commençant par /', example: '/parents', maxLength: PAGE_MAX_LENGTH })
  page: string;

  @ApiPropertyOptional({
    description: "Horodatage (millisecondes depuis l'époque Unix ou ISO 8601) ; l'heure du serveur s'il est décalé de plus d'un jour",
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: 1763800000000,
  })
  ts?: number | string;

  @ApiProperty({ enum: DEVICES, example: 'mobile' })
  device: Device;
}

const isMissing = (value: unknown) => value === undefined || value === null;

/**
 * Checks a tracking payload by hand rather than through class-validator: the beacon is the hottest route, and the
 * generic pipeline cost more than the rest of the request (issue 6's throughput target). One French error per
 * field, in the payload's field order, as the global validation pipe reports them.
 */
export function validateTrackPayload(body: unknown): { view: TrackDto } | { errors: FieldError[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { errors: [{ field: 'body', message: MESSAGES.body }] };
  const { session_id, page, ts, device } = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });

  if (isMissing(session_id)) fail('session_id', MESSAGES.sessionRequired);
  else if (typeof session_id !== 'string') fail('session_id', MESSAGES.sessionType);
  else if (!SESSION_ID_PATTERN.test(session_id)) fail('session_id', MESSAGES.sessionFormat);

  if (isMissing(page)) fail('page', MESSAGES.pageRequired);
  else if (typeof page !== 'string') fail('page', MESSAGES.pageType);
  else if (page.length > RAW_PAGE_MAX_LENGTH || !PAGE_PATTERN.test(page) || page.split(/[?#]/, 1)[0].length > PAGE_MAX_LENGTH) {
    fail('page', MESSAGES.pageFormat);
  } else if (LONE_SURROGATE.test(page)) {
    // PostgreSQL refuses a lone surrogate in text: checked here, whatever guard runs before this route.
    fail('page', MESSAGES.pageText);
  }

  // Parsed once here; the view carries epoch milliseconds from then on.
  const timestamp = isMissing(ts) ? undefined : parseTimestamp(ts);
  if (!isMissing(ts) && timestamp === undefined) fail('ts', MESSAGES.timestamp);

  if (isMissing(device)) fail('device', MESSAGES.deviceRequired);
  else if (!DEVICES.includes(device as Device)) fail('device', MESSAGES.device);

  if (errors.length > 0) return { errors };
  return { view: { session_id: session_id as string, page: page as string, ts: timestamp, device: device as Device } };
}
