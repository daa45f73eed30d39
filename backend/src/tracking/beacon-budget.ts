const WINDOW_MS = 60_000;
/** Addresses remembered at once; past it the oldest windows are forgotten first (a few hundred KB at most). */
export const MAX_BUDGET_ADDRESSES = 10_000;

/**
 * A number of beacons per client address and per minute (fixed windows), in memory, per instance. The map is kept in
 * window-start order (an address is re-inserted when its window restarts), so expired and excess entries are always
 * at its head and are dropped from there.
 */
export class BeaconBudget {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly maxAddresses = MAX_BUDGET_ADDRESSES,
  ) {}

  /** Spends one beacon of the address's budget; false when this minute's budget is already spent. */
  take(address: string, now = Date.now()): boolean {
    let window = this.windows.get(address);
    if (!window || now - window.start >= WINDOW_MS) {
      this.windows.delete(address);
      this.forgetOld(now);
      window = { start: now, count: 0 };
      this.windows.set(address, window);
    }
    window.count++;
    return window.count <= this.perMinute;
  }

  get addresses(): number {
    return this.windows.size;
  }

  private forgetOld(now: number): void {
    for (const [address, window] of this.windows) {
      if (now - window.start < WINDOW_MS && this.windows.size < this.maxAddresses) return;
      this.windows.delete(address);
    }
  }
}
