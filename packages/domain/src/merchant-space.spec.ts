import {
  DECLINE_OFFER_REASON_MAX_LENGTH,
  MERCHANT_LINK_VALID_DAYS,
  MERCHANT_SPACE_MESSAGES,
  merchantLinkValid,
  merchantWorkshopEventText,
  revokedLinksReason,
  upcomingDaysOff,
} from './merchant-space';

describe("the artisan's space", () => {
  it('keeps a link working 180 Paris days after the mail that carried it, that last day included', () => {
    expect(MERCHANT_LINK_VALID_DAYS).toBe(180);
    // Sent on 1 March 2027 at 23:30 in Paris (22:30 UTC): day 0 is 1 March, the last day 28 August.
    const issuedAt = new Date('2027-03-01T22:30:00Z');
    expect(merchantLinkValid(issuedAt, new Date('2027-08-28T21:59:00Z'))).toBe(true);
    expect(merchantLinkValid(issuedAt, new Date('2027-08-28T22:00:00Z'))).toBe(false);
    expect(merchantLinkValid(issuedAt, issuedAt)).toBe(true);
  });

  it('keeps the dates off from today on, real days only, sorted and once each', () => {
    const now = new Date('2027-03-01T23:30:00Z'); // 2 March in Paris
    expect(upcomingDaysOff(['2027-03-10', '2027-03-01', '2027-03-02', '2027-03-10', '2027-02-30', 'demain', '2027-03-05'], now)).toEqual([
      '2027-03-02',
      '2027-03-05',
      '2027-03-10',
    ]);
    expect(upcomingDaysOff([], now)).toEqual([]);
  });

  it("writes a confirmed workshop in the artisan's calendar with the child, the group and the allergies", () => {
    const workshop = { childFirstname: 'Zoé', childAge: 7, numberOfChildren: 6, allergies: 'arachide' };
    expect(merchantWorkshopEventText(workshop)).toEqual({
      summary: "Atelier d'anniversaire (7 ans, 6 enfants)",
      description: "Enfant : Zoé, 7 ans\nNombre d'enfants : 6\nAllergies : arachide",
    });
    expect(merchantWorkshopEventText({ ...workshop, allergies: null }).description).toBe("Enfant : Zoé, 7 ans\nNombre d'enfants : 6\nAllergies : aucune signalée");
  });

  it('counts the revoked links in the singular and the plural', () => {
    expect(revokedLinksReason(1)).toBe('1 lien révoqué');
    expect(revokedLinksReason(3)).toBe('3 liens révoqués');
    expect(revokedLinksReason(0)).toBe('0 lien révoqué');
  });

  it('says the length a declined offer reason may have', () => {
    expect(DECLINE_OFFER_REASON_MAX_LENGTH).toBe(500);
    expect(MERCHANT_SPACE_MESSAGES.declineReasonTooLong).toBe('La raison tient en 500 caractères au plus.');
    expect(MERCHANT_SPACE_MESSAGES.daysOffTooMany).toBe('Vous pouvez indiquer au plus 366 dates d’absence.');
  });
});
