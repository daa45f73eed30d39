import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link } from 'react-router-dom';
import { ActionButton } from '../../../components/ActionButton';

/** The address of the yearly DAC7 report page (a custom route, not a sidebar entry). */
export const DAC7_PATH = '/dac7';

/** The merchants list's way to the yearly DAC7 report. */
export const Dac7Button = () => (
  <ActionButton label="app.dac7.open" component={Link} to={DAC7_PATH}>
    <ReceiptLongIcon />
  </ActionButton>
);
