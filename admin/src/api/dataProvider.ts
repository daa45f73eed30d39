import type { MerchantStatus } from '@ptits-mitrons/domain';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { fetchFile, httpClient, withFallback, withFieldErrors, type DownloadedFile } from './httpClient';
import type {
  BulkCloseResponse,
  BulkStatusResponse,
  CandidateResponse,
  CreateOffersDto,
  Dac7CopyRegenerateDto,
  Dac7CopyRegenerateResponse,
  Dac7IncompleteResponse,
  DailyStatsImportResponse,
  LateRemindersResponse,
  MerchantRequestCountsResponse,
  MerchantRequestResponse,
  MerchantShareHistoryResponse,
  OfferResponse,
  OperationsStatusResponse,
  ParentErasureResponse,
  ParentRequestCountsResponse,
  PayoutBatchDetailResponse,
  PayoutBatchResponse,
  PayoutDetailsResponse,
  PayoutOwedResponse,
  ProposalDto,
  StaffReceiptResponse,
  StatsResponse,
  UnmatchedRequestResponse,
} from '@ptits-mitrons/api-types';

/** react-admin resource name → path under /api. Resource names follow the back-office URLs (/admin/parents…). */
const RESOURCE_PATHS: Record<string, string> = {
  parents: 'admin/parent-requests',
  merchants: 'admin/merchant-requests',
  audit: 'admin/audit',
  mails: 'admin/mails',
  'daily-stats': 'admin/daily-stats',
  admins: 'admin/admins',
};

/** The French fallbacks, shown when the server gives no message. */
export const FALLBACKS = {
  dac7: 'Erreur lors de la préparation de la déclaration DAC7',
  dac7Copy: 'Erreur lors de la préparation de la copie DAC7',
  loadRequests: 'Erreur lors du chargement des requêtes',
  changeStatus: 'Erreur lors de la modification du statut',
  reject: 'Erreur lors du rejet de la demande',
  update: 'Erreur lors de la mise à jour',
  loadData: 'Erreur lors du chargement des données',
  loadParentRequests: 'Erreur lors du chargement des demandes',
  sendProposal: "Erreur lors de l'envoi de la proposition",
  validate: 'Erreur lors de la validation de la demande',
  validatedProposal: 'Erreur lors de la création de la proposition validée',
  archive: "Erreur lors de l'archivage de la demande",
  saveNotes: "Erreur lors de l'enregistrement du commentaire",
  loadStats: 'Erreur lors du chargement des statistiques',
  retryMail: 'Erreur lors du renvoi du mail',
  importStats: "Erreur lors de l'import des statistiques",
  refund: "Erreur lors du remboursement de l'acompte",
  loadLate: 'Erreur lors du chargement des demandes en retard',
  loadCandidates: 'Erreur lors de la recherche des artisans',
  sendOffers: "Erreur lors de l'envoi de l'offre aux artisans",
  loadOffers: 'Erreur lors du chargement des offres aux artisans',
  withdrawOffer: "Erreur lors du retrait de l'offre",
  loadUnmatched: 'Erreur lors du chargement des demandes sans artisan',
  loadOperations: "Erreur lors du chargement de l'état des tâches planifiées et des e-mails",
  sendSpaceLink: "Erreur lors de l'envoi du lien de l'espace artisan",
  revokeSpaceLinks: "Erreur lors de la révocation des liens de l'artisan",
  eraseMerchant: "Erreur lors de l'effacement des données de l'artisan",
  loadShares: "Erreur lors du chargement de la part de l'artisan",
  setShare: "Erreur lors de l'enregistrement de la part de l'artisan",
  loadPayouts: 'Erreur lors du chargement des paiements aux artisans',
  createPayoutBatch: 'Erreur lors de la génération du fichier de virement',
  markPayoutBatchSent: "Erreur lors de l'enregistrement de l'envoi à la banque",
  cancelPayoutBatch: "Erreur lors de l'annulation du fichier de virement",
  downloadFile: 'Erreur lors du téléchargement du fichier',
  loadReceipts: 'Erreur lors du chargement des justificatifs',
  downloadReceipt: 'Erreur lors du téléchargement du justificatif',
  exportParentData: "Erreur lors de l'export des données du parent",
  eraseParentData: "Erreur lors de l'effacement des données du parent",
} as const;

const READ_FALLBACKS: Record<string, string> = {
  parents: FALLBACKS.loadParentRequests,
  merchants: FALLBACKS.loadRequests,
  'daily-stats': FALLBACKS.loadStats,
};

const pathOf = (resource: string) => RESOURCE_PATHS[resource] ?? resource;
const readFallback = (resource: string) => READ_FALLBACKS[resource] ?? FALLBACKS.loadData;

type AnyRecord = Record<string, unknown>;

/**
 * An 'Administrateurs' record without hasCompanion gets it from whether companionInfo has any keys.
 */
export function normalizeAdministrator<T>(data: T): T {
  if (!data || typeof data !== 'object') return data;
  const record = data as AnyRecord;
  if (record.type !== 'Administrateurs' || record.hasCompanion !== undefined) return data;
  const info = record.companionInfo;
  const hasCompanion = !!info && typeof info === 'object' && Object.keys(info).length > 0;
  return { ...record, hasCompanion } as T;
}

/** The API names records `_id` and also `id`; react-admin needs `id`, so either one fills the other. */
export function normalizeRecord<T>(data: T): T {
  if (!data || typeof data !== 'object') return data;
  const record = data as AnyRecord;
  const id = record.id ?? record._id;
  const withIds = id === undefined ? record : { ...record, id, _id: record._id ?? id };
  return normalizeAdministrator(withIds) as T;
}

/** What « Trouver un artisan » asks for: the workshop's start (ISO instant), a radius, and whether to list the excluded. */
export interface CandidatesQuery {
  date: string;
  radiusKm: number;
  includeExcluded: boolean;
}

/** The operator's business actions (docs/domain.md), each an endpoint of its own. */
export interface BackOfficeDataProvider extends DataProvider {
  parentRequestCounts(filter: AnyRecord): Promise<ParentRequestCountsResponse>;
  sendProposal(id: Identifier, proposal: ProposalDto, forceNew?: boolean): Promise<{ data: RaRecord }>;
  validateParentRequest(id: Identifier): Promise<{ needsProposal: boolean; data?: RaRecord }>;
  createValidatedProposal(id: Identifier, proposal: ProposalDto): Promise<{ data: RaRecord }>;
  rejectParentRequest(id: Identifier, reason: string): Promise<{ data: RaRecord }>;
  closeParentRequest(id: Identifier, reason?: string): Promise<{ data: RaRecord }>;
  /** "Rembourser l'acompte": what remains of the deposit, through the payment provider. */
  refundParentDeposit(id: Identifier): Promise<{ data: RaRecord }>;
  bulkCloseParentRequests(ids: Identifier[], reason?: string): Promise<BulkCloseResponse>;
  updateParentNotes(id: Identifier, notes: string): Promise<{ data: RaRecord }>;
  /** The dashboard's late cards: for each operator reminder, the requests late now. */
  lateReminders(): Promise<LateRemindersResponse>;
  /** A paid request's candidate artisans, eligible first, ranked by the server. */
  parentRequestCandidates(id: Identifier, query: CandidatesQuery): Promise<CandidateResponse[]>;
  /** Offers the workshop to the chosen artisans in this order: the first is mailed, the others wait their turn. */
  sendOffers(id: Identifier, payload: CreateOffersDto): Promise<OfferResponse[]>;
  parentRequestOffers(id: Identifier): Promise<OfferResponse[]>;
  /** The receipts and credit notes issued for a request, oldest first. */
  parentRequestReceipts(id: Identifier): Promise<StaffReceiptResponse[]>;
  /** A receipt's or credit note's PDF, as issued (the download needs the staff's token, hence a Blob). */
  receiptPdf(id: string): Promise<DownloadedFile>;
  /** Everything held about the request's e-mail address, as the parent's own « Télécharger mes données » gives it. */
  parentDataExport(id: Identifier): Promise<DownloadedFile>;
  /** Erases every request of the address with nothing pending (409 with the reasons when none can be). */
  eraseParentData(id: Identifier): Promise<ParentErasureResponse>;
  /** Withdraws a queued or pending offer (a pending one passes to the next artisan). */
  withdrawOffer(id: Identifier, offerId: string): Promise<OfferResponse[]>;
  /** The dashboard's « Sans artisan »: paid requests whose offers all failed. */
  unmatchedRequests(): Promise<UnmatchedRequestResponse[]>;
  /** The dashboard's warnings: scheduled jobs late, mail held in the outbox. */
  operationsStatus(): Promise<OperationsStatusResponse>;
  merchantRequestCounts(filter: AnyRecord): Promise<MerchantRequestCountsResponse>;
  /** Mails an active artisan a new link to their space. */
  sendMerchantSpaceLink(id: Identifier): Promise<MerchantRequestResponse>;
  /** Revokes every link to an artisan's space (and calendar feed) already sent. */
  revokeMerchantSpaceLinks(id: Identifier): Promise<MerchantRequestResponse>;
  /** Everything held about an artisan (the JSON file of their space), for a right exercised by mail; audited. */
  merchantDataFile(id: Identifier): Promise<DownloadedFile>;
  /** Erases an artisan (all but the tax records of a paid one); refused while a workshop is pending, to come or unpaid. */
  eraseMerchant(id: Identifier, reason: string): Promise<MerchantRequestResponse>;
  setMerchantStatus(id: Identifier, status: MerchantStatus, rejectionReason?: string): Promise<{ data: RaRecord }>;
  bulkSetMerchantStatus(ids: Identifier[], status: MerchantStatus, rejectionReason?: string): Promise<BulkStatusResponse>;
  getStats(query: { start: string; end: string; page?: string | null }): Promise<StatsResponse>;
  retryMail(id: Identifier): Promise<{ data: RaRecord }>;
  /** All or nothing: a 400's body lists every invalid line (errors: [{ line, field, message }]). */
  importDailyStats(csv: string): Promise<DailyStatsImportResponse>;
  /** An artisan's share per workshop: current, default, and every change. */
  merchantShares(id: Identifier): Promise<MerchantShareHistoryResponse>;
  setMerchantShare(id: Identifier, shareCents: number): Promise<MerchantShareHistoryResponse>;
  /** Draws the artisan's DAC7 copy of `year` again; mails it only with `sendMail`. */
  regenerateDac7Copy(id: Identifier, payload: Dac7CopyRegenerateDto): Promise<Dac7CopyRegenerateResponse>;
  /** « Paiements artisans »: what each artisan is owed for a period's workshops (days YYYY-MM-DD, Paris). */
  payoutsOwed(from: string, to: string): Promise<PayoutOwedResponse>;
  createPayoutBatch(from: string, to: string): Promise<PayoutBatchResponse>;
  payoutBatches(): Promise<PayoutBatchResponse[]>;
  payoutBatch(id: string): Promise<PayoutBatchDetailResponse>;
  markPayoutBatchSent(id: string): Promise<PayoutBatchResponse>;
  /** Voids a generated file: its workshops are owed again. */
  cancelPayoutBatch(id: string): Promise<PayoutBatchResponse>;
  payoutBatchSepaFile(id: string): Promise<DownloadedFile>;
  payoutStatementFile(statementId: string): Promise<DownloadedFile>;
  /** An artisan's payout details, masked (they enter them in their space). */
  merchantPayoutDetails(id: Identifier): Promise<PayoutDetailsResponse>;
  /** The year's DAC7 report, as the CSV text the server wrote. */
  dac7Csv(year: number): Promise<string>;
  /** The sellers whose details the year's DAC7 report lacks. */
  dac7Incomplete(year: number): Promise<Dac7IncompleteResponse>;
}

const base = simpleRestProvider('/api', httpClient);

const post = (path: string, body: unknown) => httpClient(`/api/${path}`, { method: 'POST', body: JSON.stringify(body ?? {}) });
/** A failed approval reads as a status change, a failed refusal as a rejection. */
const merchantStatusFallback = (status: MerchantStatus) => (status === 'rejected' ? FALLBACKS.reject : FALLBACKS.changeStatus);
const merchantStatusBody = (status: MerchantStatus, rejectionReason?: string) => (status === 'rejected' ? { status, rejectionReason } : { status });
const parentAction = (id: Identifier, action: string) => `admin/parent-requests/${encodeURIComponent(String(id))}/${action}`;
const merchantAction = (id: Identifier, action: string) => `admin/merchant-requests/${encodeURIComponent(String(id))}/${action}`;
const batchPath = (id: string, rest = '') => `/api/admin/payout-batches/${encodeURIComponent(id)}${rest}`;
const offersPath = (id: Identifier) => `/api/${parentAction(id, 'offers')}`;
/** Without a reason the server applies its default archive reason. */
const optionalReason = (reason?: string) => (reason?.trim() ? { reason: reason.trim() } : {});

export const dataProvider: BackOfficeDataProvider = {
  getList: (resource, params) =>
    base
      .getList(pathOf(resource), params)
      .then(({ data, total }) => ({ data: data.map(normalizeRecord), total }))
      .catch(withFallback(readFallback(resource))),
  getOne: (resource, params) =>
    base
      .getOne(pathOf(resource), params)
      .then(({ data }) => ({ data: normalizeRecord(data) }))
      .catch(withFallback(readFallback(resource))),
  getMany: (resource, params) =>
    base
      .getMany(pathOf(resource), params)
      .then(({ data }) => ({ data: data.map(normalizeRecord) }))
      .catch(withFallback(readFallback(resource))),
  getManyReference: (resource, params) =>
    base
      .getManyReference(pathOf(resource), params)
      .then(({ data, total }) => ({ data: data.map(normalizeRecord), total }))
      .catch(withFallback(readFallback(resource))),
  update: (resource, params) => {
    // A parent request's only editable field is its internal comment, saved through its own endpoint.
    if (resource === 'parents') return dataProvider.updateParentNotes(params.id, String(params.data.admin_notes ?? '')) as ReturnType<DataProvider['update']>;
    return base
      .update(pathOf(resource), { ...params, data: normalizeAdministrator(params.data) })
      .then(({ data }) => ({ data: normalizeRecord(data) }))
      .catch(withFallback(FALLBACKS.update))
      .catch(withFieldErrors);
  },
  updateMany: (resource, params) => base.updateMany(pathOf(resource), params).catch(withFallback(FALLBACKS.update)),
  create: (resource, params) =>
    base
      .create(pathOf(resource), { ...params, data: normalizeAdministrator(params.data) })
      .then(({ data }) => ({ data: normalizeRecord(data) }))
      .catch(withFallback(FALLBACKS.update))
      .catch(withFieldErrors),
  delete: (resource, params) => base.delete(pathOf(resource), params).catch(withFallback(FALLBACKS.update)),
  deleteMany: (resource, params) => base.deleteMany(pathOf(resource), params).catch(withFallback(FALLBACKS.update)),

  parentRequestCounts: (filter) =>
    httpClient(`/api/admin/parent-requests/counts?filter=${encodeURIComponent(JSON.stringify(filter))}`)
      .then(({ json }) => json)
      .catch(withFallback(FALLBACKS.loadParentRequests)),
  sendProposal: (id, proposal, forceNew = false) =>
    post(parentAction(id, 'proposal'), { ...proposal, forceNew })
      .then(({ json }) => ({ data: normalizeRecord(json) }))
      .catch(withFallback(FALLBACKS.sendProposal)),
  validateParentRequest: (id) =>
    post(parentAction(id, 'validate'), {})
      .then(({ json }) => ({
        needsProposal: !!json?.result?.needsProposal,
        data: json?.request ? normalizeRecord(json.request) : undefined,
      }))
      .catch(withFallback(FALLBACKS.validate)),
  createValidatedProposal: (id, proposal) =>
    post(parentAction(id, 'validated-proposal'), proposal)
      .then(({ json }) => ({ data: normalizeRecord(json) }))
      .catch(withFallback(FALLBACKS.validatedProposal)),
  rejectParentRequest: (id, reason) =>
    post(parentAction(id, 'reject'), { reason })
      .then(({ json }) => ({ data: normalizeRecord(json) }))
      .catch(withFallback(FALLBACKS.reject)),
  closeParentRequest: (id, reason) =>
    post(parentAction(id, 'close'), optionalReason(reason))
      .then(({ json }) => ({ data: normalizeRecord(json) }))
      .catch(withFallback(FALLBACKS.archive)),
  refundParentDeposit: (id) =>
    post(parentAction(id, 'refund'), {})
      .then(({ json }) => ({ data: normalizeRecord(json) }))
      .catch(withFallback(FALLBACKS.refund)),
  bulkCloseParentRequests: (ids, reason) =>
    post('admin/parent-requests/bulk-close', { ids, ...optionalReason(reason) })
      .then(({ json }) => json as BulkCloseResponse)
      .catch(withFallback(FALLBACKS.archive)),
  updateParentNotes: (id, notes) =>
    httpClient(`/api/parents/${encodeURIComponent(String(id))}`, {
      method: 'PUT',
      body: JSON.stringify({ _id: id, admin_notes: notes }),
    })
      .then(({ json }) => ({ data: normalizeRecord(json) }))
      .catch(withFallback(FALLBACKS.saveNotes)),

  lateReminders: () =>
    httpClient('/api/admin/reminders/late')
      .then(({ json }) => json as LateRemindersResponse)
      .catch(withFallback(FALLBACKS.loadLate)),

  parentRequestCandidates: (id, { date, radiusKm, includeExcluded }) => {
    const query = new URLSearchParams({ radiusKm: String(radiusKm), date, includeExcluded: String(includeExcluded) });
    return httpClient(`/api/${parentAction(id, 'candidates')}?${query}`)
      .then(({ json }) => json as CandidateResponse[])
      .catch(withFallback(FALLBACKS.loadCandidates));
  },
  sendOffers: (id, payload) =>
    post(parentAction(id, 'offers'), payload)
      .then(({ json }) => json as OfferResponse[])
      .catch(withFallback(FALLBACKS.sendOffers)),
  parentRequestOffers: (id) =>
    httpClient(offersPath(id))
      .then(({ json }) => json as OfferResponse[])
      .catch(withFallback(FALLBACKS.loadOffers)),
  parentRequestReceipts: (id) =>
    httpClient(`/api/${parentAction(id, 'receipts')}`)
      .then(({ json }) => json as StaffReceiptResponse[])
      .catch(withFallback(FALLBACKS.loadReceipts)),
  receiptPdf: (id) => fetchFile(`/api/admin/receipts/${encodeURIComponent(id)}/pdf`).catch(withFallback(FALLBACKS.downloadReceipt)),
  parentDataExport: (id) => fetchFile(`/api/${parentAction(id, 'data')}`).catch(withFallback(FALLBACKS.exportParentData)),
  eraseParentData: (id) =>
    post(parentAction(id, 'erasure'), {})
      .then(({ json }) => json as ParentErasureResponse)
      .catch(withFallback(FALLBACKS.eraseParentData)),
  withdrawOffer: (id, offerId) =>
    httpClient(`${offersPath(id)}/${encodeURIComponent(offerId)}`, { method: 'DELETE' })
      .then(({ json }) => json as OfferResponse[])
      .catch(withFallback(FALLBACKS.withdrawOffer)),
  unmatchedRequests: () =>
    httpClient('/api/admin/parent-requests/unmatched')
      .then(({ json }) => json as UnmatchedRequestResponse[])
      .catch(withFallback(FALLBACKS.loadUnmatched)),
  operationsStatus: () =>
    httpClient('/api/admin/operations/status')
      .then(({ json }) => json as OperationsStatusResponse)
      .catch(withFallback(FALLBACKS.loadOperations)),

  merchantRequestCounts: (filter) =>
    httpClient(`/api/admin/merchant-requests/counts?filter=${encodeURIComponent(JSON.stringify(filter))}`)
      .then(({ json }) => json)
      .catch(withFallback(FALLBACKS.loadRequests)),
  setMerchantStatus: (id, status, rejectionReason) =>
    httpClient(`/api/admin/merchant-requests/${encodeURIComponent(String(id))}/status`, {
      method: 'PUT',
      body: JSON.stringify(merchantStatusBody(status, rejectionReason)),
    })
      .then(({ json }) => ({ data: normalizeRecord(json) }))
      .catch(withFallback(merchantStatusFallback(status))),
  bulkSetMerchantStatus: (ids, status, rejectionReason) =>
    post('admin/merchant-requests/bulk-status', { ids, ...merchantStatusBody(status, rejectionReason) })
      .then(({ json }) => json as BulkStatusResponse)
      .catch(withFallback(merchantStatusFallback(status))),

  sendMerchantSpaceLink: (id) =>
    post(merchantAction(id, 'space-link'), {})
      .then(({ json }) => json as MerchantRequestResponse)
      .catch(withFallback(FALLBACKS.sendSpaceLink)),
  revokeMerchantSpaceLinks: (id) =>
    httpClient(`/api/${merchantAction(id, 'space-links')}`, { method: 'DELETE' })
      .then(({ json }) => json as MerchantRequestResponse)
      .catch(withFallback(FALLBACKS.revokeSpaceLinks)),
  merchantDataFile: (id) => fetchFile(`/api/${merchantAction(id, 'data')}`).catch(withFallback(FALLBACKS.downloadFile)),
  eraseMerchant: (id, reason) =>
    post(merchantAction(id, 'erasure'), { reason })
      .then(({ json }) => json as MerchantRequestResponse)
      .catch(withFallback(FALLBACKS.eraseMerchant)),

  getStats: ({ start, end, page }) => {
    const query = new URLSearchParams({ start, end, ...(page ? { page } : {}) });
    return httpClient(`/api/stats?${query}`)
      .then(({ json }) => json as StatsResponse)
      .catch(withFallback(FALLBACKS.loadStats));
  },

  retryMail: (id) =>
    post(`admin/mails/${encodeURIComponent(String(id))}/retry`, {})
      .then(({ json }) => ({ data: normalizeRecord(json) }))
      .catch(withFallback(FALLBACKS.retryMail)),
  importDailyStats: (csv) =>
    httpClient('/api/admin/daily-stats/import', { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: csv })
      .then(({ json }) => json as DailyStatsImportResponse)
      .catch(withFallback(FALLBACKS.importStats)),

  merchantShares: (id) =>
    httpClient(`/api/${merchantAction(id, 'shares')}`)
      .then(({ json }) => json as MerchantShareHistoryResponse)
      .catch(withFallback(FALLBACKS.loadShares)),
  setMerchantShare: (id, shareCents) =>
    post(merchantAction(id, 'shares'), { share_cents: shareCents })
      .then(({ json }) => json as MerchantShareHistoryResponse)
      .catch(withFallback(FALLBACKS.setShare)),
  regenerateDac7Copy: (id, payload) =>
    post(merchantAction(id, 'dac7-copies'), payload)
      .then(({ json }) => json as Dac7CopyRegenerateResponse)
      .catch(withFallback(FALLBACKS.dac7Copy)),
  payoutsOwed: (from, to) =>
    httpClient(`/api/admin/payouts/owed?${new URLSearchParams({ from, to })}`)
      .then(({ json }) => json as PayoutOwedResponse)
      .catch(withFallback(FALLBACKS.loadPayouts)),
  createPayoutBatch: (from, to) =>
    post('admin/payout-batches', { from, to })
      .then(({ json }) => json as PayoutBatchResponse)
      .catch(withFallback(FALLBACKS.createPayoutBatch)),
  payoutBatches: () =>
    httpClient('/api/admin/payout-batches')
      .then(({ json }) => json as PayoutBatchResponse[])
      .catch(withFallback(FALLBACKS.loadPayouts)),
  payoutBatch: (id) =>
    httpClient(batchPath(id))
      .then(({ json }) => json as PayoutBatchDetailResponse)
      .catch(withFallback(FALLBACKS.loadPayouts)),
  markPayoutBatchSent: (id) =>
    httpClient(batchPath(id, '/sent'), { method: 'POST', body: '{}' })
      .then(({ json }) => json as PayoutBatchResponse)
      .catch(withFallback(FALLBACKS.markPayoutBatchSent)),
  cancelPayoutBatch: (id) =>
    httpClient(batchPath(id, '/cancel'), { method: 'POST', body: '{}' })
      .then(({ json }) => json as PayoutBatchResponse)
      .catch(withFallback(FALLBACKS.cancelPayoutBatch)),
  payoutBatchSepaFile: (id) => fetchFile(batchPath(id, '/sepa.xml')).catch(withFallback(FALLBACKS.downloadFile)),
  payoutStatementFile: (statementId) =>
    fetchFile(`/api/admin/payout-statements/${encodeURIComponent(statementId)}/pdf`).catch(withFallback(FALLBACKS.downloadFile)),
  merchantPayoutDetails: (id) =>
    httpClient(`/api/${merchantAction(id, 'payout-details')}`)
      .then(({ json }) => json as PayoutDetailsResponse)
      .catch(withFallback(FALLBACKS.loadData)),
  dac7Csv: (year) =>
    httpClient(`/api/admin/reports/dac7?year=${encodeURIComponent(year)}`, { headers: new Headers({ Accept: 'text/csv' }) })
      .then(({ body }) => body)
      .catch(withFallback(FALLBACKS.dac7)),
  dac7Incomplete: (year) =>
    httpClient(`/api/admin/reports/dac7/incomplete?year=${encodeURIComponent(year)}`)
      .then(({ json }) => json as Dac7IncompleteResponse)
      .catch(withFallback(FALLBACKS.dac7)),
};
