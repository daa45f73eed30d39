import MailIcon from '@mui/icons-material/Mail';
import { MailList } from './MailList';
import { MailShow } from './MailShow';
import type { Mail } from './MailFields';

/** The mail outbox (read-only apart from Retry), opened from the user menu. */
export default {
  list: MailList,
  show: MailShow,
  icon: MailIcon,
  recordRepresentation: (record: Mail) => record.subject,
};
