import { DEFAULT_MERCHANT_TYPE, phoneDigits } from '@ptits-mitrons/domain';
import type { BotCheckProof } from '../../components/useBotCheck';
import { normalizeCreditCode } from '../../forms/validation';
import type { BotCheckFieldsDto, CreateParentRequestDto } from '@ptits-mitrons/api-types';

export interface ParentFormState {
  parent_firstname: string;
  parent_lastname: string;
  parent_email: string;
  parent_phone: string;
  child_firstname: string;
  child_age: string;
  number_of_children: string;
  desired_date: string;
  target_address: string;
  target_city_id: string;
  /** The free-text alternative trade; empty means the default, boulanger. */
  other_merchant_type: string;
  /** Optional: allergies or particular diets (CGV §7). */
  allergies: string;
  /** Optional: a credit ("avoir") code paying the deposit. */
  credit_code: string;
  website: string;
}

export const EMPTY_PARENT_FORM: ParentFormState = {
  parent_firstname: '',
  parent_lastname: '',
  parent_email: '',
  parent_phone: '',
  child_firstname: '',
  child_age: '',
  number_of_children: '',
  desired_date: '',
  target_address: '',
  target_city_id: '',
  other_merchant_type: '',
  allergies: '',
  credit_code: '',
  website: '',
};

/** POST /api/parents's body: numbers as numbers, the free-text trade when one was typed, optional fields only when filled. */
export function buildParentPayload(state: ParentFormState, proof: BotCheckProof = {}): CreateParentRequestDto & BotCheckFieldsDto {
  const otherTrade = state.other_merchant_type.trim();
  const allergies = state.allergies.trim();
  const creditCode = normalizeCreditCode(state.credit_code);
  return {
    parent_firstname: state.parent_firstname.trim(),
    parent_lastname: state.parent_lastname.trim(),
    parent_email: state.parent_email.trim(),
    parent_phone: phoneDigits(state.parent_phone),
    child_firstname: state.child_firstname.trim(),
    child_age: Number(state.child_age.trim()),
    target_address: state.target_address.trim(),
    target_city_id: state.target_city_id,
    desired_date: state.desired_date,
    number_of_children: Number(state.number_of_children.trim()),
    merchant_type: otherTrade || DEFAULT_MERCHANT_TYPE,
    ...(allergies ? { allergies } : {}),
    ...(creditCode ? { credit_code: creditCode } : {}),
    ...proof,
    website: state.website,
    // Built only once the CGV box is ticked: the form refuses to send before (ParentForm).
    terms_accepted: true,
  };
}
