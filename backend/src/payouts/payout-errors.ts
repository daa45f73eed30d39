import { HttpStatus } from '@nestjs/common';
import { PAYOUT_MESSAGES } from '@ptits-mitrons/domain';
import { ApiError } from '../common/api-error';

export const batchNotFound = () => new ApiError(HttpStatus.NOT_FOUND, PAYOUT_MESSAGES.batchNotFound, 'PAYOUT_BATCH_NOT_FOUND');
export const statementNotFound = () => new ApiError(HttpStatus.NOT_FOUND, PAYOUT_MESSAGES.statementNotFound, 'PAYOUT_STATEMENT_NOT_FOUND');
