import GroupIcon from '@mui/icons-material/Group';
import { AdminCreate } from './AdminCreate';
import type { AdminAccount } from './AdminFields';
import { AdminList } from './AdminList';

export default {
  list: AdminList,
  create: AdminCreate,
  icon: GroupIcon,
  recordRepresentation: (record: AdminAccount) => record.email,
};
