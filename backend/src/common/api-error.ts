import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A domain error with a stable code (e.g. PROPOSAL_EXISTS) and a French message the UI shows as it is.
 * Answered as { statusCode, message, error, code }.
 */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, message: string, readonly code?: string) {
    super({ statusCode: status, message, error: code ?? HttpStatus[status], ...(code ? { code } : {}) }, status);
  }
}
