import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { isDatabaseUnavailable, sqlState } from '../database/database-unavailable';

const FRENCH_BY_STATUS: Partial<Record<number, string>> = {
  400: 'La requête est invalide.',
  401: 'Authentification requise.',
  403: 'Accès refusé.',
  404: 'Ressource introuvable.',
  405: 'Méthode non autorisée.',
  409: "Cette action n'est pas possible dans l'état actuel de l'enregistrement.",
  413: 'La requête est trop volumineuse.',
  415: "Le format de la requête n'est pas pris en charge.",
  429: 'Trop de tentatives. Veuillez réessayer plus tard.',
  503: 'Le service est momentanément indisponible. Veuillez réessayer.',
};
const INTERNAL_MESSAGE = 'Une erreur interne est survenue. Veuillez réessayer plus tard.';

/** PostgreSQL error codes that are the client's fault, not ours. */
const PG_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'Cet enregistrement existe déjà.'],
  '23503': [400, 'Une référence de la requête est inconnue.'],
  '22P02': [400, 'Un identifiant ou une valeur de la requête est invalide.'],
  '22007': [400, 'Une date de la requête est invalide.'],
  '22008': [400, 'Une date de la requête est hors limites.'],
  '22009': [400, 'Une date de la requête est hors limites.'],
  '22003': [400, 'Une valeur numérique de la requête est hors limites.'],
  '22001': [400, 'Une valeur de la requête est trop longue.'],
};

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  [key: string]: unknown;
}

/** What an error answers, and what of it goes to the log: nothing for a client's error. */
export interface ErrorAnswer {
  body: ErrorBody;
  warning?: string;
  failure?: Error;
}

/**
 * Every error answers { statusCode, message, error } with one French sentence; never a stack trace. Shared by the
 * Nest filter below and the routes served outside Nest (common/direct-routes.ts).
 */
export function errorAnswer(exception: unknown): ErrorAnswer {
  // Nest wraps Fastify's own 4xx errors (bad JSON, body too large…) in an HttpException carrying them as cause.
  const cause = exception instanceof HttpException ? exception.cause : undefined;
  // An outage fails every request alike: one line each, not a stack trace each; the driver's message, not Drizzle's
  // wrapper (which repeats the query and its parameters).
  if (isDatabaseUnavailable(exception)) {
    return {
      body: { statusCode: 503, message: FRENCH_BY_STATUS[503]!, error: 'Service Unavailable' },
      warning: `Base de données injoignable : ${(((exception as Error).cause ?? exception) as Error).message}`,
    };
  }
  const body = toBody(isFastifyClientError(cause) ? cause : exception);
  if (body.statusCode === 503 && exception instanceof HttpException) return { body, warning: `503 : ${body.message}` };
  if (body.statusCode >= 500) return { body, failure: exception instanceof Error ? exception : new Error(String(exception)) };
  return { body };
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { body, warning, failure } = errorAnswer(exception);
    if (warning) this.logger.warn(warning);
    else if (failure) this.logger.error({ err: failure }, 'Erreur interne');
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}

function toBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const extra = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
    const raw = typeof response === 'string' ? response : extra.message;
    const message =
      typeof raw === 'string' && !isFrameworkDefault(raw) ? raw : (FRENCH_BY_STATUS[status] ?? INTERNAL_MESSAGE);
    return { ...extra, statusCode: status, message, error: String(extra.error ?? HttpStatus[status] ?? 'Error') };
  }
  const code = sqlState(exception);
  if (code && PG_ERRORS[code]) {
    const [status, message] = PG_ERRORS[code];
    return { statusCode: status, message, error: HttpStatus[status] };
  }
  // Fastify's own errors (bad JSON, body too large, bad content type) carry a statusCode.
  if (isFastifyClientError(exception)) {
    const fastifyStatus = exception.statusCode;
    const fastifyCode = (exception as { code?: string }).code;
    const message =
      fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || exception instanceof SyntaxError
        ? "Le corps de la requête n'est pas un JSON valide."
        : fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Le corps de la requête est vide.'
          : (FRENCH_BY_STATUS[fastifyStatus] ?? FRENCH_BY_STATUS[400]!);
    return { statusCode: fastifyStatus, message, error: HttpStatus[fastifyStatus] ?? 'Bad Request' };
  }
  return { statusCode: 500, message: INTERNAL_MESSAGE, error: 'Internal Server Error' };
}

function isFastifyClientError(error: unknown): error is { statusCode: number; code?: string } {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && !(error instanceof HttpException);
}

/** Our code throws French sentences; what Nest and its modules throw by themselves is English and is replaced. */
function isFrameworkDefault(message: string): boolean {
  return (
    // Any method Node's parser accepts (PROPFIND, M-SEARCH…), not only those the app serves.
    /^Cannot [A-Z-]+ \//.test(message) ||
    /^ThrottlerException/.test(message) ||
    Object.values(HttpStatus).some((name) => typeof name === 'string' && message.toUpperCase() === name.replace(/_/g, ' '))
  );
}
