import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { onServiceUnavailable } from '../api/httpClient';

/** Calls failing together in an outage get one notice, not one each. */
const QUIET_MS = 5_000;

/** Tells the user the API is momentarily unavailable (503 or network failure) each time calls start failing. */
export function ServiceUnavailableNotice() {
  const notify = useNotify();
  useEffect(() => {
    let last = 0;
    return onServiceUnavailable(() => {
      if (Date.now() - last < QUIET_MS) return;
      last = Date.now();
      notify('app.service_unavailable', { type: 'warning' });
    });
  }, [notify]);
  return null;
}
