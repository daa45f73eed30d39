import { customType } from 'drizzle-orm/pg-core';

/** Binary column (stored documents): node-postgres and PGlite both hand back a Buffer-compatible Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
