import PaymentsIcon from '@mui/icons-material/Payments';
import { Link } from 'react-router-dom';
import { ActionButton } from '../../../components/ActionButton';

/** « Paiements artisans » in the merchants list's toolbar: the sidebar keeps its four entries. */
export const PayoutsButton = () => (
  <ActionButton label="resources.payouts.open" component={Link} to="/merchants/payouts">
    <PaymentsIcon />
  </ActionButton>
);
