import { useNotify } from 'react-admin';
import type { BulkStatusResponse } from '@ptits-mitrons/api-types';

/** Reports a bulk decision: all done, or how many the server refused and why. */
export function useBulkReport() {
  const notify = useNotify();
  return (result: BulkStatusResponse, done: string) => {
    if (result.failed.length === 0) notify(done, { type: 'success', messageArgs: { smart_count: result.data.length } });
    else
      notify('resources.merchants.notifications.bulk_partly', {
        type: 'warning',
        messageArgs: { done: result.data.length, failed: result.failed.length, reason: result.failed[0].message },
      });
  };
}
