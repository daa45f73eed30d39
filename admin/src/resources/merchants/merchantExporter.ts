import type { Exporter } from 'react-admin';
import { downloadFrenchCsv } from '../../components/csv';
import { frenchBackOfficeMessages } from '../../i18n/fr';
import { cityLabel } from '../parents/ParentRequestFields';
import type { MerchantRequest } from './MerchantFields';

const fields = frenchBackOfficeMessages.resources.merchants.fields;
const statuses = frenchBackOfficeMessages.resources.merchants.statuses;

export const merchantExporter: Exporter<MerchantRequest> = (records) =>
  downloadFrenchCsv('candidatures-commercants', records, [
    [fields.createdAt, (r) => r.createdAt],
    [fields.establishment_name, (r) => r.establishment_name],
    [fields.activity_sector_id, (r) => r.activity_sector_id?.nom],
    [fields.manager_lastname, (r) => r.manager_lastname],
    [fields.manager_firstname, (r) => r.manager_firstname],
    [fields.email, (r) => r.email],
    [fields.phone, (r) => r.phone],
    [fields.address, (r) => r.address],
    [fields.city_id, (r) => cityLabel(r.city_id)],
    [fields.capacity, (r) => r.capacity],
    [fields.max_children, (r) => r.max_children],
    [fields.available_days, (r) => r.available_days?.join(', ')],
    [fields.available_hours, (r) => r.available_hours?.join(', ')],
    [fields.description, (r) => r.description],
    [fields.status, (r) => statuses[r.status] ?? r.status],
    [fields.rejectionReason, (r) => r.rejectionReason],
  ]);
