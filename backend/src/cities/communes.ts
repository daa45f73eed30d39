import { createRequire } from 'node:module';

export interface Commune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  population?: number;
  codesPostaux?: string[];
  /** Codes of the communes merged into this one. */
  anciensCodes?: string[];
  /** An arrondissement municipal's commune (Paris, Lyon, Marseille). */
  commune?: string;
}

/** Every commune, arrondissement and former commune of @etalab/decoupage-administratif. */
export function loadCommunes(): Commune[] {
  return createRequire(__filename)('@etalab/decoupage-administratif/data/communes.json') as Commune[];
}
