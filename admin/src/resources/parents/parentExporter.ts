import { downloadCSV, type Exporter } from 'react-admin';
import { frenchBackOfficeMessages } from '../../i18n/fr';
import { cityLabel, type ParentRequest } from './ParentRequestFields';

const fields = frenchBackOfficeMessages.resources.parents.fields;
const statuses = frenchBackOfficeMessages.resources.parents.statuses;

/** One CSV cell: quoted when it holds the separator, a quote or a line break. */
const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The current tab and filters as a CSV spreadsheet programs open in French: ';' separated, French headers. */
export const parentExporter: Exporter<ParentRequest> = (records) => {
  const columns: [string, (r: ParentRequest) => unknown][] = [
    [fields.createdAt, (r) => r.createdAt],
    [fields.parent_lastname, (r) => r.parent_lastname],
    [fields.parent_firstname, (r) => r.parent_firstname],
    [fields.parent_email, (r) => r.parent_email],
    [fields.parent_phone, (r) => r.parent_phone],
    [fields.child_firstname, (r) => r.child_firstname],
    [fields.child_age, (r) => r.child_age],
    [fields.number_of_children, (r) => r.number_of_children],
    [fields.desired_date, (r) => r.desired_date],
    [fields.target_address, (r) => r.target_address],
    [fields.target_city_id, (r) => cityLabel(r.target_city_id)],
    [fields.merchant_type, (r) => r.merchant_type],
    [fields.status, (r) => statuses[r.status] ?? r.status_label ?? r.status],
    [fields.isPaymentAuthorized, (r) => (r.isPaymentAuthorized ? 'oui' : 'non')],
    [fields.admin_notes, (r) => r.admin_notes],
  ];
  const lines = [columns.map(([header]) => cell(header)).join(';'), ...records.map((r) => columns.map(([, read]) => cell(read(r))).join(';'))];
  downloadCSV(lines.join('\r\n'), 'demandes-parents');
};
