import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { ReasonActionButton } from '../../components/ReasonActionButton';

/**
 * « Effacer ses données »: an erasure asked by mail or letter, with where it came from. The server refuses it (409,
 * in French) while a workshop is pending, to come or unpaid, and for an artisan already erased.
 */
export const EraseMerchantButton = () => (
  <ReasonActionButton
    label="resources.merchants.actions.erase"
    icon={<PersonRemoveIcon />}
    enabled={() => true}
    color="error"
    reasonRequired
    title="resources.merchants.dialogs.erase_title"
    hint="resources.merchants.dialogs.erase_hint"
    submitLabel="resources.merchants.actions.confirm_erase"
    successMessage="resources.merchants.notifications.erased"
    run={(dataProvider, id, reason) => dataProvider.eraseMerchant(id, reason)}
  />
);
