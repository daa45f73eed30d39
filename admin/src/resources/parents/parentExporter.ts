import type { Exporter } from 'react-admin';
import { downloadFrenchCsv } from '../../components/csv';
import { frenchBackOfficeMessages } from '../../i18n/fr';
import { cityLabel, type ParentRequest } from './ParentRequestFields';

const fields = frenchBackOfficeMessages.resources.parents.fields;
const statuses = frenchBackOfficeMessages.resources.parents.statuses;
const badges = frenchBackOfficeMessages.resources.parents.badges;

/** The current tab and filters as CSV. */
export const parentExporter: Exporter<ParentRequest> = (records) =>
  downloadFrenchCsv('demandes-parents', records, [
    [fields.createdAt, (r) => r.createdAt],
    [fields.parent_lastname, (r) => r.parent_lastname],
    [fields.parent_firstname, (r) => r.parent_firstname],
    [fields.parent_email, (r) => r.parent_email],
    [fields.parent_phone, (r) => r.parent_phone],
    [fields.child_firstname, (r) => r.child_firstname],
    [fields.child_age, (r) => r.child_age],
    [fields.number_of_children, (r) => r.number_of_children],
    [fields.allergies, (r) => r.allergies],
    [fields.desired_date, (r) => r.desired_date],
    [fields.target_address, (r) => r.target_address],
    [fields.target_city_id, (r) => cityLabel(r.target_city_id)],
    [fields.merchant_type, (r) => r.merchant_type],
    [fields.status, (r) => statuses[r.status] ?? r.status_label ?? r.status],
    [fields.isPaymentAuthorized, (r) => (r.isPaymentAuthorized ? 'oui' : 'non')],
    [fields.badges, (r) => (r.badges ?? []).map((badge) => badges[badge] ?? badge).join(', ')],
    [fields.admin_notes, (r) => r.admin_notes],
  ]);
