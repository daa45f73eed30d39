import {
  balanceDueBy,
  cancellationOutcome,
  CREDIT_CODE_ALPHABET,
  CREDIT_CODE_PATTERN,
  PARENT_SPACE_ACTION_LABELS,
  parentSpaceActions,
  parentSpaceLinkValid,
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
