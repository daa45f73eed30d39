/**
 * The one client of the public site's API. Failed calls reject with an ApiError carrying only the server's
 * French `message` (SPEC.md §7), so screens can show it as it is or fall back to their own sentence.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** GET /api/config's answer; the site is built apart from the API, so it keeps its own copy of the contract. */
export interface PublicConfig {
  brandName: string;
  contactEmail: string;
  contactPhone: string;
  paymentProvider: 'stripe' | 'demo';
  stripePublishableKey: string | null;
  recaptchaSiteKey: string | null;
  prices: { depositAmount: number; currency: string; totalPrice: number };
}

export interface City {
  _id: string;
  nom: string;
  code_postal: string;
}

export interface MerchantRequestPayload {
  establishment_name: string;
  activity_sector_id: string;
  address: string;
  city_id: string;
  manager_firstname: string;
  manager_lastname: string;
  email: string;
  phone: string;
  description?: string;
  capacity: number;
  recaptchaToken?: string;
  /** Honeypot: always empty when a person fills the form. */
  website: string;
}

export interface CreatedRecord {
  _id?: string;
  id?: string;
  status?: string;
}

export interface ParentRequestPayload {
  parent_firstname: string;
  parent_lastname: string;
  parent_email: string;
  parent_phone: string;
  child_firstname: string;
  child_age: number;
  target_address: string;
  target_city_id: string;
  desired_date: string;
  number_of_children: number;
  merchant_type: string;
  recaptchaToken?: string;
  website: string;
}

export interface PaymentIntentAnswer {
  clientSecret?: string;
  paymentIntentId?: string;
  amount?: number;
  currency?: string;
  provider?: 'stripe' | 'demo';
  message?: string;
}

export interface PaymentStatus {
  requestId: string;
  isPaymentAuthorized: boolean;
  paymentIntentStatus: string | null;
}

export interface PageView {
  session_id: string;
  page: string;
  ts: number;
  device: 'mobile' | 'desktop' | 'unknown';
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
    throw new ApiError(message, response.status);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

function post<T>(path: string, body: unknown): Promise<T> {
  return request<T>(path, { method: 'POST', body: JSON.stringify(body) });
}

export const api = {
  config: () => request<PublicConfig>('/api/config'),
  searchCities: (q: string, signal?: AbortSignal) => request<City[]>(`/api/cities/search?q=${encodeURIComponent(q)}`, { signal }),
  submitMerchantRequest: (payload: MerchantRequestPayload) => post<CreatedRecord>('/api/merchants/request', payload),
  submitParentRequest: (payload: ParentRequestPayload) => post<CreatedRecord>('/api/parents', payload),
  createPaymentIntent: (requestId: string, amount: number, currency: string, description: string) =>
    post<PaymentIntentAnswer>('/api/payments/create-payment-intent', { amount, currency, metadata: { requestId }, description }),
  paymentStatus: (requestId: string) => request<PaymentStatus>(`/api/payments/status/${encodeURIComponent(requestId)}`),
  confirmDemoPayment: (clientSecret: string) => post<PaymentStatus>('/api/payments/demo/confirm', { clientSecret }),
  /** Sent as text/plain with sendBeacon so it survives leaving the page; failures are ignored (SPEC.md §7). */
  trackPageView: (view: PageView): void => {
    const body = JSON.stringify(view);
    try {
      if (navigator.sendBeacon?.('/api/track', body)) return;
      void fetch('/api/track', { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
    } catch {
      // Statistics never disturb the visit.
    }
  },
};
