import {
  balanceDueBy,
  cancellationOutcome,
  CREDIT_CODE_ALPHABET,
  CREDIT_CODE_PATTERN,
  daysBeforeWorkshop,
  detailsChangeSummary,
  isParentSpaceOpenStatus,
  PARENT_SPACE_ACTION_LABELS,
  parentSpaceActions,
  parentSpaceLinkValid,
  PAYMENT_PURPOSE_CENTS,
  workshopDay,
  type ParentSpaceFacts,
} from './parent-space';

const facts = (over: Partial<ParentSpaceFacts>): ParentSpaceFacts => ({
  status: 'proposal_sent',
  depositPaid: true,
  balancePaid: false,
  proposal: { status: 'sent', paymentLink: null },
  workshopDay: '2027-03-20',
  ...over,
});

describe('the parent space rules', () => {
  it('gives a credit 16 days ahead and nothing 15 days ahead, counted from Paris midnight', () => {
    // 2027-03-04 00:30 in Paris is still 2027-03-03 in UTC: Paris says 16 days, UTC would say 17.
    expect(cancellationOutcome('2027-03-20', new Date('2027-03-03T23:30:00Z'))).toBe('credit');
    // 2027-03-04 23:59 in Paris (UTC 22:59): still 16 days.
    expect(cancellationOutcome('2027-03-20', new Date('2027-03-04T22:59:00Z'))).toBe('credit');
    // One minute later Paris reaches 2027-03-05: 15 days, nothing back.
    expect(cancellationOutcome('2027-03-20', new Date('2027-03-04T23:00:00Z'))).toBe('nothing');
    expect(cancellationOutcome('2027-03-20', new Date('2027-03-19T12:00:00Z'))).toBe('nothing');
  });

  it('takes the proposal day in Paris, else the desired date, and makes the balance due the day before', () => {
    expect(workshopDay('2027-03-20', null)).toBe('2027-03-20');
    expect(workshopDay('2027-03-20', '2027-03-21T23:30:00Z')).toBe('2027-03-22');
    expect(balanceDueBy('2027-03-01')).toBe('2027-02-28');
  });

  it('keeps a link working until 30 days after the workshop', () => {
    expect(parentSpaceLinkValid('2027-03-20', new Date('2027-04-19T12:00:00Z'))).toBe(true);
    expect(parentSpaceLinkValid('2027-03-20', new Date('2027-04-20T12:00:00Z'))).toBe(false);
  });

  it('opens accept (or the staff link) and decline only on a sent proposal, before the workshop', () => {
    const before = new Date('2027-03-01T12:00:00Z');
    expect(parentSpaceActions(facts({}), before)).toEqual(['accept', 'decline', 'cancel', 'edit_details']);
    expect(parentSpaceActions(facts({ proposal: { status: 'sent', paymentLink: 'https://pay.example/x' } }), before)).toEqual([
      'pay_external',
      'decline',
      'cancel',
      'edit_details',
    ]);
    expect(parentSpaceActions(facts({ status: 'accepted', balancePaid: true, proposal: { status: 'accepted', paymentLink: null } }), before)).toEqual([
      'cancel',
      'edit_details',
      'calendar',
    ]);
    expect(parentSpaceActions(facts({ status: 'submitted', depositPaid: false, proposal: null }), before)).toEqual(['pay_deposit', 'cancel', 'edit_details']);
    expect(parentSpaceActions(facts({ status: 'parent_rejected' }), before)).toEqual([]);
    expect(parentSpaceActions(facts({ status: 'admin_closed' }), before)).toEqual([]);
  });

  it('closes the details at D-10 and everything but the calendar on the day', () => {
    expect(parentSpaceActions(facts({}), new Date('2027-03-10T12:00:00Z'))).toContain('edit_details');
    expect(parentSpaceActions(facts({}), new Date('2027-03-11T12:00:00Z'))).not.toContain('edit_details');
    expect(parentSpaceActions(facts({ status: 'accepted', proposal: { status: 'accepted', paymentLink: null } }), new Date('2027-03-20T08:00:00Z'))).toEqual([
      'calendar',
    ]);
  });

  it('labels every action, the balance in euros', () => {
    expect(PARENT_SPACE_ACTION_LABELS.accept).toBe('Accepter et régler le solde (150 €)');
  });

  it('writes credit codes with the unambiguous alphabet only', () => {
    expect(CREDIT_CODE_PATTERN.test('AVOIR-7KQ2-M9XD')).toBe(true);
    expect(CREDIT_CODE_PATTERN.test('AVOIR-7KQ2-M0XD')).toBe(false);
    expect([...CREDIT_CODE_ALPHABET].every((c) => CREDIT_CODE_PATTERN.test(`AVOIR-${c.repeat(4)}-${c.repeat(4)}`))).toBe(true);
  });
});

describe('the deposit, details and limits of the parent space', () => {
  const before = new Date('2027-03-01T12:00:00Z');

  it('offers to pay the deposit only on a submitted request whose deposit is unpaid, before the workshop', () => {
    const unpaid = facts({ status: 'submitted', depositPaid: false, proposal: null });
    expect(parentSpaceActions(unpaid, before)).toContain('pay_deposit');
    expect(parentSpaceActions({ ...unpaid, depositPaid: true }, before)).not.toContain('pay_deposit');
    expect(parentSpaceActions({ ...unpaid, status: 'proposal_sent' }, before)).not.toContain('pay_deposit');
    expect(parentSpaceActions(unpaid, new Date('2027-03-20T08:00:00Z'))).toEqual([]);
    expect(parentSpaceActions(unpaid, new Date('2027-03-19T12:00:00Z'))).toEqual(['pay_deposit', 'cancel']);
  });

  it('closes accept and decline on a validated proposal or a paid balance, and after the workshop', () => {
    expect(parentSpaceActions(facts({ proposal: { status: 'validated', paymentLink: null } }), before)).toEqual(['cancel', 'edit_details']);
    expect(parentSpaceActions(facts({ balancePaid: true }), before)).toEqual(['cancel', 'edit_details']);
    expect(parentSpaceActions(facts({ proposal: null }), before)).toEqual(['cancel', 'edit_details']);
    expect(parentSpaceActions(facts({ status: 'accepted' }), new Date('2027-03-21T12:00:00Z'))).toEqual(['calendar']);
  });

  it('says what changed in the details, or nothing', () => {
    const was = { numberOfChildren: 6, allergies: null };
    expect(detailsChangeSummary(was, was)).toBeNull();
    expect(detailsChangeSummary(was, { numberOfChildren: 8, allergies: null })).toBe("Nombre d'enfants : 6 → 8");
    expect(detailsChangeSummary(was, { numberOfChildren: 6, allergies: 'arachide' })).toBe('allergies ajoutées');
    expect(detailsChangeSummary({ numberOfChildren: 6, allergies: 'arachide' }, { numberOfChildren: 7, allergies: 'gluten' })).toBe(
      "Nombre d'enfants : 6 → 7 ; allergies modifiées",
    );
    expect(detailsChangeSummary({ numberOfChildren: 6, allergies: 'arachide' }, was)).toBe('allergies effacées');
  });

  it('counts whole Paris days to the workshop', () => {
    expect(daysBeforeWorkshop('2027-03-20', new Date('2027-03-19T23:30:00Z'))).toBe(0);
    expect(daysBeforeWorkshop('2027-03-20', new Date('2027-03-19T22:59:00Z'))).toBe(1);
    expect(daysBeforeWorkshop('2027-03-20', new Date('2027-03-21T12:00:00Z'))).toBe(-1);
  });

  it('opens the space for submitted, sent and accepted requests, and prices each payment on the server', () => {
    expect(['submitted', 'proposal_sent', 'accepted', 'parent_rejected', 'admin_closed'].map(isParentSpaceOpenStatus)).toEqual([true, true, true, false, false]);
    expect(PAYMENT_PURPOSE_CENTS).toEqual({ deposit: 3000, balance: 15000 });
  });
});
