import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import type { ParentRequest } from './ParentRequestFields';
import { ParentList } from './ParentList';
import { ParentShow } from './ParentShow';

/** The parents workspace: a list with five status tabs and a request's page (its only edit is the comment, on the page). */
export default {
  list: ParentList,
  show: ParentShow,
  icon: FamilyRestroomIcon,
  recordRepresentation: (record: ParentRequest) => `${record.parent_firstname} ${record.parent_lastname} (${record.child_firstname})`,
};
