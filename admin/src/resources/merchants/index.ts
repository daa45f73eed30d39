import StorefrontIcon from '@mui/icons-material/Storefront';
import type { RaRecord } from 'react-admin';
import { MerchantList } from './MerchantList';

export default {
  list: MerchantList,
  icon: StorefrontIcon,
  recordRepresentation: (record: RaRecord) => record.establishment_name,
};
