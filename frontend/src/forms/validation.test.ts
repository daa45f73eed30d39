import { DESIRED_DATE_MESSAGES } from '@ptits-mitrons/domain';
import { desiredDate } from './validation';

describe('desired date rule', () => {
  afterEach(() => jest.useRealTimers());

  it("counts the 21 days from today in Paris, not in the visitor's calendar", () => {
    // 23:30 UTC on 14 June is already 15 June in Paris (UTC+2), so 6 July is the earliest date. The tests run in the
    // machine's zone (UTC here and in CI), where the visitor's own calendar still says 14 June and would allow 5 July.
    jest.useFakeTimers().setSystemTime(new Date('2026-06-14T23:30:00Z'));
    expect(desiredDate('2026-07-05')).toBe(DESIRED_DATE_MESSAGES.tooSoon);
    expect(desiredDate('2026-07-06')).toBeUndefined();
  });
});
