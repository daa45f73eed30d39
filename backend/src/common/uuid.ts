/** Ids of our rows are UUIDs: anything else cannot exist, and is answered 404 without asking PostgreSQL (which would refuse it). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
