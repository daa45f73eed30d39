import { collapsePagePath, MAX_STATS_WINDOW_DAYS, STATS_WINDOW_MESSAGES } from './tracking';

describe('the tracked path', () => {
  it.each([
    ['/parents/payment/3f0c2a9e-1111-4222-8333-944445555666', '/parents/payment/:id'],
    ['/parents/payment-return/abc?payment_intent_client_secret=pi_secret', '/parents/payment-return/:id'],
    ['/parents/confirmation/abc/', '/parents/confirmation/:id'],
    ['/parents/refund/abc', '/parents/refund/:id'],
    ['/mon-espace/Qm9uam91ciBsZXMgcGFyZW50cyAhISE', '/mon-espace/:token'],
    ['/mon-espace/Qm9uam91ciBsZXMgcGFyZW50cyAhISE/', '/mon-espace/:token'],
    ['/mon-espace/retour-paiement?payment_intent=pi_1', '/mon-espace/retour-paiement'],
    ['/mon-espace/paiement-solde', '/mon-espace/paiement-solde'],
    ['/mon-espace', '/mon-espace'],
    ['/mon-espace/', '/mon-espace'],
    ['/espace-artisan/QXJ0aXNhbnMgZHUgcXVhcnRpZXIgISEhIQ', '/espace-artisan/:token'],
    ['/espace-artisan/QXJ0aXNhbnMgZHUgcXVhcnRpZXIgISEhIQ/?utm=mail', '/espace-artisan/:token'],
    ['/espace-artisan', '/espace-artisan'],
    ['/parents', '/parents'],
    ['/merchants/', '/merchants'],
    ['/merchants//', '/merchants'],
    ['//', '/'],
    ['/aide/parents/payment/abc', '/aide/parents/payment/abc'],
    ['/', '/'],
  ])('tracks %s as %s', (path, tracked) => {
    expect(collapsePagePath(path)).toBe(tracked);
  });
});

describe('the statistics window', () => {
  it('answers for a year at most, a leap year included, and says so', () => {
    expect(MAX_STATS_WINDOW_DAYS).toBe(366);
    expect(STATS_WINDOW_MESSAGES.tooLong).toBe('La période demandée ne peut pas dépasser 366 jours.');
  });
});
