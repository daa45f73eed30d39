import { parentSpacePath } from '@ptits-mitrons/domain';

/**
 * The balance is paid on token-less pages (PARENT_SPACE_PAY_PATH, PARENT_SPACE_RETURN_PATH): the token must never
 * reach Stripe. The space keeps it in this tab's sessionStorage for the way back.
 */

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
