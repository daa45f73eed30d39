import StorefrontIcon from '@mui/icons-material/Storefront';
import type { MerchantRequest } from './MerchantFields';
import { MerchantEdit } from './MerchantEdit';
import { MerchantList } from './MerchantList';
import { MerchantShow } from './MerchantShow';

export default {
  list: MerchantList,
  show: MerchantShow,
  edit: MerchantEdit,
  icon: StorefrontIcon,
  recordRepresentation: (record: MerchantRequest) => record.establishment_name,
};
