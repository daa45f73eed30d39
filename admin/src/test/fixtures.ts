import type { MerchantRequestResponse } from '@ptits-mitrons/api-types';

/**
 * Answers the API can send, for the back office's tests: complete, typed by the generated types, so a mock that
 * leaves out or misnames a field does not type-check. A test changes what it looks at.
 */

/** An artisan's record, as GET /api/admin/merchant-requests/:id answers it (and every action on one). */
export function merchantRequest(overrides: Partial<MerchantRequestResponse> = {}): MerchantRequestResponse {
  return {
    _id: 'm1',
    id: 'm1',
    establishment_name: 'Le Fournil',
    activity_sector_id: { _id: 's1', nom: 'Boulangerie' },
    address: '3 rue de la Paix',
    city_id: { _id: 'c1', nom: 'Lyon', code_postal: '69001' },
    manager_firstname: 'Lucie',
    manager_lastname: 'Martin',
    email: 'boulangerie@example.fr',
    phone: '0612345678',
    description: null,
    capacity: 60,
    max_children: 8,
    available_days: ['Samedi'],
    available_hours: ['10:00'],
    days_off: [],
    space_link_sent_at: '2026-11-20T09:00:00.000Z',
    status: 'active',
    status_label: 'Validé',
    status_severity: 'success',
    rejectionReason: null,
    terms_accepted_at: null,
    cgu_version: null,
    artisan_terms_version: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}
