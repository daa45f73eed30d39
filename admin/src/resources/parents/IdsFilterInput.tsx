import { Chip } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

/**
 * The parents list's `id` filter, set by a dashboard card: it shows how many requests the card chose, and the
 * filter form's remove button clears it (otherwise the choice would stay, unseen, in the list's stored filters).
 */
export const IdsFilterInput = ({ source }: { source: string; label?: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const count = Array.isArray(field.value) ? field.value.length : field.value ? 1 : 0;
  return <Chip label={translate('app.dashboard.ids_filter_value', { smart_count: count })} sx={{ mb: 1 }} data-testid="ids-filter" />;
};
