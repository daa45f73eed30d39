import { useEffect, useState } from 'react';
import { durationUnits } from '../../content/merchantSpace';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "1 j 4 h", "5 h 20 min", "12 min": what is left until `deadline`, rounded down; null once it has passed. */
export function timeLeft(deadline: string, now: number): string | null {
  const left = new Date(deadline).getTime() - now;
  if (!(left > 0)) return null;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const { days: d, hours: h, minutes: m } = durationUnits;
  if (days > 0) return hours > 0 ? `${days} ${d} ${hours} ${h}` : `${days} ${d}`;
  if (hours > 0) return minutes > 0 ? `${hours} ${h} ${minutes} ${m}` : `${hours} ${h}`;
  return `${Math.max(minutes, 1)} ${m}`;
}

/** The current time, refreshed every minute, so a deadline counts down while the page stays open. */
export function useNow(every = MINUTE): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}
