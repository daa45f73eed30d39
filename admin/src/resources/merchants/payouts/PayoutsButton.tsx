import PaymentsIcon from '@mui/icons-material/Payments';
import { Link } from 'react-router-dom';
import { TextButton } from '../../../components/TextButton';

/** « Paiements artisans » in the merchants list's toolbar: the sidebar keeps its four entries. */
export const PayoutsButton = () => (
  <TextButton label="resources.payouts.open" component={Link} to="/merchants/payouts" size="small" icon={<PaymentsIcon />} />
);
