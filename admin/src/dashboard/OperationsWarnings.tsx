import { Alert, AlertTitle, List, ListItem } from '@mui/material';
import { OPERATIONS_WARNINGS_TITLE, operationsWarnings } from '@ptits-mitrons/domain';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../api/dataProvider';

/** Scheduled jobs late, mail held in the outbox: shown only when something is wrong. */
export const OperationsWarnings = () => {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data } = useQuery({ queryKey: ['operations', 'status'], queryFn: () => dataProvider.operationsStatus() });
  const warnings = data ? operationsWarnings(data) : [];
  if (!warnings.length) return null;
  return (
    <Alert severity="warning" data-testid="dashboard-operations-warnings" sx={{ mb: 2 }}>
      <AlertTitle>{OPERATIONS_WARNINGS_TITLE}</AlertTitle>
      <List dense disablePadding>
        {warnings.map((warning) => (
          <ListItem key={warning} disableGutters>
            {warning}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};
