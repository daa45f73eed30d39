import { useBusinessMutation } from '../../components/useBusinessMutation';
import type { AdminAccount } from './AdminFields';

/** PUT /api/admin/admins/{id} with only what changes (the server ignores the rest of a record anyway). */
export function useAdminUpdate(record: AdminAccount | undefined) {
  return useBusinessMutation((dataProvider, data: { password?: string; disabled?: boolean }) =>
    dataProvider.update<AdminAccount>('admins', { id: record!.id, data, previousData: record! }),
  );
}
