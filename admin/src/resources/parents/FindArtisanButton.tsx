import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { ActionButton } from '../../components/ActionButton';
import type { ParentRequest } from './ParentRequestFields';
import { artisanSearchPath, requestAwaitsArtisan } from './parentRequestRules';

/** « Trouver un artisan »: opens the ranked candidates of a paid request that waits for one. */
export const FindArtisanButton = () => {
  const record = useRecordContext<ParentRequest>();
  if (!record) return null;
  return (
    <ActionButton label="resources.parents.actions.find_artisan" component={Link} to={artisanSearchPath(record.id)} disabled={!requestAwaitsArtisan(record)}>
      <PersonSearchIcon />
    </ActionButton>
  );
};
