import type {
  BalancePaymentResponse,
  BalanceStatusResponse,
  BotCheckFieldsDto,
  CalendarLinkResponse,
  CityResponse,
  CreatedParentRequestResponse,
  CreatedRecordResponse,
  CreateMerchantRequestDto,
  CreateParentRequestDto,
  DeclineOfferDto,
  MerchantAvailabilityDto,
  MerchantDac7CopiesResponse,
  MerchantErasureRequestResponse,
  MerchantSpaceLinkDto,
  MerchantSpaceResponse,
  MerchantStatementsResponse,
  MessageResponse,
  ParentErasureResponse,
  ParentErasureStatusResponse,
  ParentSpaceCancelDto,
  ParentSpaceCancelResponse,
  ParentSpaceDeclineDto,
  ParentSpaceDeclineResponse,
  ParentSpaceDetailsDto,
  ParentSpaceLinkDto,
  ParentSpaceResponse,
  PaymentIntentResponse,
  PaymentStatusResponse,
  PayoutDetailsDto,
  PayoutDetailsResponse,
  PublicConfigResponse,
  TrackDto,
} from '@ptits-mitrons/api-types';

/**
 * The one client of the public site's API. Failed calls reject with an ApiError carrying only the server's
 * French `message`, so screens can show it as it is or fall back to their own sentence.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The machine-readable `code` of a 409 (e.g. EXTERNAL_PAYMENT), when the server sends one. */
    readonly code?: string,
    /** A validation refusal's (400) French message per field, when the server lists them. */
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type City = CityResponse;

export interface FieldError {
  field: string;
  message: string;
}

function fieldErrorsOf(body: unknown): FieldError[] {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (item): item is FieldError => Boolean(item) && typeof item === 'object' && typeof item.field === 'string' && typeof item.message === 'string',
  );
}



async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError('', 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : '';
    const code = body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
    throw new ApiError(message, response.status, code, fieldErrorsOf(body));
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

function post<T>(path: string, body: unknown): Promise<T> {
  return request<T>(path, { method: 'POST', body: JSON.stringify(body) });
}

/** The API of a parent's space; the token is percent-encoded whatever it holds. */
const spaceApi = (token: string, rest = '') => `/api/parent-space/${encodeURIComponent(token)}${rest}`;
/** The API of an artisan's space, the same way. */
const merchantApi = (token: string, rest = '') => `/api/merchant-space/${encodeURIComponent(token)}${rest}`;

export const api = {
  config: () => request<PublicConfigResponse>('/api/config'),
  searchCities: (q: string, signal?: AbortSignal) => request<City[]>(`/api/cities/search?q=${encodeURIComponent(q)}`, { signal }),
  submitMerchantRequest: (payload: CreateMerchantRequestDto & BotCheckFieldsDto) => post<CreatedRecordResponse>('/api/merchants/request', payload),
  submitParentRequest: (payload: CreateParentRequestDto & BotCheckFieldsDto) => post<CreatedParentRequestResponse>('/api/parents', payload),
  createPaymentIntent: (requestId: string, amount: number, currency: string, description: string) =>
    post<PaymentIntentResponse>('/api/payments/create-payment-intent', { amount, currency, metadata: { requestId }, description }),
  paymentStatus: (requestId: string) => request<PaymentStatusResponse>(`/api/payments/status/${encodeURIComponent(requestId)}`),
  confirmDemoPayment: (clientSecret: string) => post<PaymentStatusResponse>('/api/payments/demo/confirm', { clientSecret }),
  requestParentSpaceLink: (payload: ParentSpaceLinkDto & BotCheckFieldsDto) => post<MessageResponse>('/api/parent-space/links', payload),
  parentSpace: (token: string) => request<ParentSpaceResponse>(spaceApi(token)),
  acceptProposal: (token: string) => post<BalancePaymentResponse>(spaceApi(token, '/proposal/accept'), {}),
  balanceStatus: (token: string) => request<BalanceStatusResponse>(spaceApi(token, '/balance/status')),
  declineProposal: (token: string, payload: ParentSpaceDeclineDto) => post<ParentSpaceDeclineResponse>(spaceApi(token, '/proposal/decline'), payload),
  cancelBooking: (token: string, payload: ParentSpaceCancelDto) => post<ParentSpaceCancelResponse>(spaceApi(token, '/cancel'), payload),
  updateDetails: (token: string, payload: ParentSpaceDetailsDto) =>
    request<ParentSpaceResponse>(spaceApi(token, '/details'), { method: 'PUT', body: JSON.stringify(payload) }),
  /** Not a call: the address the "add to my calendar" link downloads. */
  calendarUrl: (token: string) => spaceApi(token, '/calendar.ics'),
  /** Not a call: the address « Télécharger mes données » downloads the JSON file from. */
  dataExportUrl: (token: string) => spaceApi(token, '/data'),
  erasureStatus: (token: string) => request<ParentErasureStatusResponse>(spaceApi(token, '/erasure')),
  /** Mails the confirmation link to the request's address. */
  requestErasure: (token: string) => post<MessageResponse>(spaceApi(token, '/erasure'), {}),
  /** The mailed link's token (after `#` in its address), confirmed by the parent's click. */
  confirmErasure: (confirmation: string) => post<ParentErasureResponse>('/api/parent-space/erasure-confirmations', { confirmation }),
  /** Not a call: the address a receipt or credit note downloads from (the stored PDF). */
  receiptUrl: (token: string, number: string) => spaceApi(token, `/receipts/${encodeURIComponent(number)}.pdf`),
  requestMerchantSpaceLink: (payload: MerchantSpaceLinkDto & BotCheckFieldsDto) => post<MessageResponse>('/api/merchant-space/links', payload),
  merchantSpace: (token: string) => request<MerchantSpaceResponse>(merchantApi(token)),
  updateMerchantAvailability: (token: string, payload: MerchantAvailabilityDto) =>
    request<MerchantSpaceResponse>(merchantApi(token, '/availability'), { method: 'PUT', body: JSON.stringify(payload) }),
  acceptOffer: (token: string, offerId: string) => post<MessageResponse>(merchantApi(token, `/offers/${encodeURIComponent(offerId)}/accept`), {}),
  declineOffer: (token: string, offerId: string, payload: DeclineOfferDto) =>
    post<MessageResponse>(merchantApi(token, `/offers/${encodeURIComponent(offerId)}/decline`), payload),
  /** The artisan's payment statements (transfers sent), newest first. */
  merchantStatements: (token: string) => request<MerchantStatementsResponse>(merchantApi(token, '/statements')),
  /** Not a call: the address a statement's PDF downloads from (the token in the path is the authority). */
  merchantStatementUrl: (token: string, statementId: string) => merchantApi(token, `/statements/${encodeURIComponent(statementId)}.pdf`),
  merchantDac7Copies: (token: string) => request<MerchantDac7CopiesResponse>(merchantApi(token, '/dac7-copies')),
  /** Not a call: the address a yearly DAC7 copy downloads from (the token in the path is the authority). */
  merchantDac7CopyUrl: (token: string, year: number) => merchantApi(token, `/dac7-copies/${year}.pdf`),
  /** A new calendar feed address: the previous one stops working. */
  merchantCalendarLink: (token: string) => post<CalendarLinkResponse>(merchantApi(token, '/calendar-link'), {}),
  /** Not a call: the address the artisan's data file (JSON) downloads from. */
  merchantDataUrl: (token: string) => merchantApi(token, '/data'),
  /** Mails our team the artisan's erasure request, once per pending request (a second one answers it is already asked). */
  requestMerchantErasure: (token: string) => post<MerchantErasureRequestResponse>(merchantApi(token, '/erasure-request'), {}),
  payoutDetails: (token: string) => request<PayoutDetailsResponse>(merchantApi(token, '/payout-details')),
  updatePayoutDetails: (token: string, payload: PayoutDetailsDto) =>
    request<PayoutDetailsResponse>(merchantApi(token, '/payout-details'), { method: 'PUT', body: JSON.stringify(payload) }),
  /** Sent as text/plain with sendBeacon so it survives leaving the page; failures are ignored. */
  trackPageView: (view: TrackDto): void => {
    const body = JSON.stringify(view);
    try {
      if (navigator.sendBeacon?.('/api/track', body)) return;
      void fetch('/api/track', { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
    } catch {
      // Statistics never disturb the visit.
    }
  },
};
