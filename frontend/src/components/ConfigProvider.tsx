import type { PublicConfig } from '@ptits-mitrons/domain';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { api } from '../api/client';
import { shell } from '../content/strings';

export const ConfigContext = createContext<PublicConfig | null>(null);

/** The runtime settings (brand, contact, prices, keys); every page below the provider can rely on them. */
export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside ConfigProvider');
  return config;
}

const unavailable = 'Le site est momentanément indisponible. Merci de réessayer dans quelques instants.';

/** Renders its children once GET /api/config has answered: one build serves every deployment. */
export function ConfigProvider({ children, load = api.config }: { children: ReactNode; load?: () => Promise<PublicConfig> }) {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => current && setConfig(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (failed) return <p role="alert">{unavailable}</p>;
  if (!config) return <p aria-live="polite" className="visually-hidden">{shell.loading}</p>;
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}
