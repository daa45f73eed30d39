import { Clock } from '../../backend/src/common/clock';

/** A Clock that stands still until the test sets or advances it: each run of the code under test is repeatable. */
export class TestClock extends Clock {
  constructor(private current = new Date()) {
    super();
  }

  override now(): Date {
    return new Date(this.current);
  }

  set(instant: Date | number): void {
    this.current = new Date(instant);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
