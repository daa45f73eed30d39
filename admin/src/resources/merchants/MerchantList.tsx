import { Chip } from '@mui/material';
import { DataTable, DateField, List, SearchInput, useRecordContext, type RaRecord } from 'react-admin';
import { DATE_LOCALE } from '../../i18nProvider';

const SEVERITY_COLORS: Record<string, 'warning' | 'success' | 'error'> = { warning: 'warning', success: 'success', error: 'error' };

const MerchantStatusChip = () => {
  const record = useRecordContext();
  if (!record) return null;
  return <Chip size="small" label={record.status_label ?? record.status} color={SEVERITY_COLORS[record.status_severity] ?? 'default'} />;
};

const merchantFilters = [<SearchInput key="q" source="q" alwaysOn />];

/** Merchant applications, newest first; their review workflow comes with the merchants workspace. */
export const MerchantList = () => (
  <List filters={merchantFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" showTime locales={DATE_LOCALE} />
      </DataTable.Col>
      <DataTable.Col source="establishment_name" />
      <DataTable.Col source="manager_lastname" render={(r: RaRecord) => `${r.manager_firstname} ${r.manager_lastname}`} />
      <DataTable.Col source="city_id" disableSort render={(r: RaRecord) => (r.city_id ? `${r.city_id.nom} (${r.city_id.code_postal})` : '')} />
      <DataTable.Col source="status" field={MerchantStatusChip} />
    </DataTable>
  </List>
);
