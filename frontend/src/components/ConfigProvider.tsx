import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { api } from '../api/client';
import { shell } from '../content/strings';
import type { PublicConfigResponse } from '@ptits-mitrons/api-types';

export const ConfigContext = createContext<PublicConfigResponse | null>(null);

/** The element of the served HTML that carries the public configuration (see backend/src/site). */
export const EMBEDDED_CONFIG_ID = 'public-config';

/** The runtime settings (brand, contact, prices, keys); every page below the provider can rely on them. */
export function useConfig(): PublicConfigResponse {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside ConfigProvider');
  return config;
}

/**
 * The configuration the server wrote into the page (a JSON data block, which no Content-Security-Policy forbids):
 * the first screen is drawn without waiting for GET /api/config. Null without it (Vite's dev server).
 */
export function embeddedConfig(): PublicConfigResponse | null {
  const text = document.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicConfigResponse;
  } catch {
    return null;
  }
}

const unavailable = 'Le site est momentanément indisponible. Merci de réessayer dans quelques instants.';

/** Renders its children with the given configuration, else once GET /api/config has answered: one build serves every deployment. */
export function ConfigProvider({ children, initial = null, load = api.config }: { children: ReactNode; initial?: PublicConfigResponse | null; load?: () => Promise<PublicConfigResponse> }) {
  const [config, setConfig] = useState<PublicConfigResponse | null>(initial);
  const [failed, setFailed] = useState(false);
  const missing = config === null;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    load().then(
      (loaded) => current && setConfig(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [load, missing]);
  if (failed) return <p role="alert">{unavailable}</p>;
  if (!config) return <p aria-live="polite" className="visually-hidden">{shell.loading}</p>;
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}
