import { canRetryMail } from './mails';
import {
  merchantCalendarPath,
  merchantSpacePath,
  PARENT_SPACE_ERASURE_PATH,
  PARENT_SPACE_FIXED_PAGES,
  PARENT_SPACE_PAY_PATH,
  PARENT_SPACE_RETURN_PATH,
  parentSpacePath,
} from './space-paths';

describe("the spaces' addresses", () => {
  it('puts a request under /mon-espace and an artisan under /espace-artisan, by token', () => {
    expect(parentSpacePath('abc')).toBe('/mon-espace/abc');
    expect(merchantSpacePath('abc')).toBe('/espace-artisan/abc');
    expect(merchantCalendarPath('cal')).toBe('/api/merchant-space/cal/calendar.ics');
  });

  it("keeps the token-less pages of the parent space apart from any token's", () => {
    expect([PARENT_SPACE_PAY_PATH, PARENT_SPACE_RETURN_PATH, PARENT_SPACE_ERASURE_PATH]).toEqual([
      '/mon-espace/paiement-solde',
      '/mon-espace/retour-paiement',
      '/mon-espace/effacement',
    ]);
    expect(PARENT_SPACE_FIXED_PAGES).toEqual([PARENT_SPACE_PAY_PATH, PARENT_SPACE_RETURN_PATH, PARENT_SPACE_ERASURE_PATH]);
  });
});

describe('the mail outbox', () => {
  it('retries a failed mail only: a queued one may be sending, a sent one never leaves twice', () => {
    expect(['failed', 'queued', 'sent', 'unknown', undefined].map(canRetryMail)).toEqual([true, false, false, false, false]);
  });
});
