import { canMerchant } from '@ptits-mitrons/domain';
import { EditButton, useRecordContext } from 'react-admin';
import type { MerchantRequest } from './MerchantFields';

/** Edit ("Éditer"): greyed out once the application is rejected. */
export const EditMerchantButton = () => {
  const record = useRecordContext<MerchantRequest>();
  return record ? <EditButton disabled={!canMerchant('edit', record.status)} /> : null;
};
