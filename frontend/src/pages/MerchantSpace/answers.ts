import { MERCHANT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { ApiError } from '../../api/client';
import { merchantSpacePage } from '../../content/merchantSpace';

/** The result line the space shows at its top after an answer to an offer. */
export interface SpaceNotice {
  severity: 'success' | 'error';
  text: string;
}

/**
 * A refusal of the server (offer taken meanwhile, no longer pending, not found) means the state moved: it is shown
 * and the page reloads. A network failure changes nothing: the artisan can try again.
 */
export function answerFailure(error: unknown): { notice: SpaceNotice; changed: boolean } {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const fallback = error.status === 409 ? MERCHANT_SPACE_MESSAGES.offerTaken : MERCHANT_SPACE_MESSAGES.offerNotPending;
    return { notice: { severity: 'error', text: error.message || fallback }, changed: true };
  }
  return { notice: { severity: 'error', text: merchantSpacePage.answerFailed }, changed: false };
}
