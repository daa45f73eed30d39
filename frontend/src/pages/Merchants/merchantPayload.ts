import { phoneDigits } from '@ptits-mitrons/domain';
import type { BotCheckProof } from '../../components/useBotCheck';
import type { BotCheckFieldsDto, CreateMerchantRequestDto } from '@ptits-mitrons/api-types';

/** The public form's state, with its French field names; no activity input is shown, so `activite` keeps its default. */
export interface MerchantFormState {
  nomCommerce: string;
  activite: string;
  autreActivite: string;
  superficie: string;
  adresse: string;
  target_city_id: string;
  nomResponsable: string;
  prenomResponsable: string;
  email: string;
  telephone: string;
  description: string;
  /** Honeypot, hidden from people. */
  website: string;
}

export const DEFAULT_ACTIVITY = 'boulanger';
export const OTHER_ACTIVITY = 'autre';
export const DEFAULT_CAPACITY = 1;

export const EMPTY_MERCHANT_FORM: MerchantFormState = {
  nomCommerce: '',
  activite: DEFAULT_ACTIVITY,
  autreActivite: '',
  superficie: '',
  adresse: '',
  target_city_id: '',
  nomResponsable: '',
  prenomResponsable: '',
  email: '',
  telephone: '',
  description: '',
  website: '',
};

/** The area is sent as capacity: 1 when it is zero, empty or not a number. */
export function capacityFromArea(superficie: string): number {
  const area = superficie.trim() === '' ? NaN : Math.trunc(Number(superficie));
  return Number.isFinite(area) && area > 0 ? area : DEFAULT_CAPACITY;
}

/** POST /api/merchants/request's body: 'autre' sends the free-text trade, an empty description is absent. */
export function buildMerchantPayload(state: MerchantFormState, proof: BotCheckProof = {}): CreateMerchantRequestDto & BotCheckFieldsDto {
  const description = state.description.trim();
  return {
    establishment_name: state.nomCommerce.trim(),
    activity_sector_id: state.activite === OTHER_ACTIVITY ? state.autreActivite.trim() : state.activite,
    address: state.adresse.trim(),
    city_id: state.target_city_id,
    manager_firstname: state.prenomResponsable.trim(),
    manager_lastname: state.nomResponsable.trim(),
    email: state.email.trim(),
    phone: phoneDigits(state.telephone),
    ...(description ? { description } : {}),
    capacity: capacityFromArea(state.superficie),
    ...proof,
    website: state.website,
    // Built only once the terms box is ticked: the form refuses to send before (MerchantForm).
    terms_accepted: true,
  };
}
