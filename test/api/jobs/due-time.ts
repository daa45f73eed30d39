import { parisMidnight } from '@ptits-mitrons/domain';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A fixed Paris day of the job specs, and its 00:05 (the stats rollup's default due time). */
export const DAY = '2026-11-25';
export const DUE = new Date(parisMidnight(DAY).getTime() + 5 * MINUTE);
