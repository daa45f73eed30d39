import { CreateButton, DataTable, DateField, List, TopToolbar } from 'react-admin';
import { DATE_LOCALE } from '../../i18nProvider';
import { AdminStatusChip, DATE_TIME, LastLoginField, type AdminAccount } from './AdminFields';
import { adminFilters } from './adminFilters';
import { ResetPasswordButton } from './ResetPasswordButton';
import { ToggleAdminButton } from './ToggleAdminButton';

const Column = DataTable.Col<AdminAccount>;

/** The operator accounts, by e-mail, each with its reset and disable/enable actions. */
export const AdminList = () => (
  <List
    filters={adminFilters}
    sort={{ field: 'email', order: 'ASC' }}
    perPage={25}
    exporter={false}
    actions={
      <TopToolbar>
        <CreateButton label="resources.admins.actions.create" />
      </TopToolbar>
    }
  >
    <DataTable rowClick={false} bulkActionButtons={false}>
      <Column source="email" />
      <Column source="disabled" field={AdminStatusChip} />
      <Column source="createdAt">
        <DateField source="createdAt" showTime locales={DATE_LOCALE} options={DATE_TIME} />
      </Column>
      <Column source="lastLoginAt" field={LastLoginField} />
      <Column label="resources.admins.fields.actions" disableSort>
        <ResetPasswordButton />
        <ToggleAdminButton />
      </Column>
    </DataTable>
  </List>
);
