import { PARENT_SPACE_PATH, parentSpacePath } from '@ptits-mitrons/domain';

/**
 * The balance payment happens on token-less pages: the token must never reach Stripe (its return address, its
 * scripts' view of the page address). The space keeps it in this tab's sessionStorage for the way back.
 */
export const BALANCE_PAYMENT_PATH = `${PARENT_SPACE_PATH}/paiement-solde`;
export const BALANCE_RETURN_PATH = `${PARENT_SPACE_PATH}/retour-paiement`;
/** The site's pages under /mon-espace that are not a token. */
export const PARENT_SPACE_PAGES = [BALANCE_PAYMENT_PATH, BALANCE_RETURN_PATH];

export const SPACE_TOKEN_KEY = 'ptm.parentSpaceToken';

export function rememberSpaceToken(token: string): void {
  try {
    sessionStorage.setItem(SPACE_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode): the return page then offers a new link.
  }
}

export function rememberedSpaceToken(): string | null {
  try {
    return sessionStorage.getItem(SPACE_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function forgetSpaceToken(): void {
  try {
    sessionStorage.removeItem(SPACE_TOKEN_KEY);
  } catch {
    // Nothing was kept.
  }
}

export const spaceRoute = (token: string) => parentSpacePath(encodeURIComponent(token));
