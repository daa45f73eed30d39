/** One sample of Prometheus's text format (version 0.0.4, what prom-client writes). */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
const COMMENT = /^# (?:HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/;

/** Every line parsed; throws on the first one that is neither a HELP or TYPE line nor a sample. */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || COMMENT.test(line)) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`Ligne illisible : ${line}`);
    const labels: Record<string, string> = {};
    const text = match[2] ?? '';
    let read = 0;
    LABEL.lastIndex = 0;
    for (let label = LABEL.exec(text); label; label = LABEL.exec(text)) {
      labels[label[1]] = label[2].replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      read = LABEL.lastIndex;
    }
    if (read !== text.length) throw new Error(`Étiquettes illisibles : ${line}`);
    // Prometheus reads NaN in any case (prom-client writes « Nan »).
    const value = /^nan$/i.test(match[3]) ? NaN : Number(match[3].replace(/^\+Inf$/, 'Infinity').replace(/^-Inf$/, '-Infinity'));
    if (Number.isNaN(value) && !/^nan$/i.test(match[3])) throw new Error(`Valeur illisible : ${line}`);
    samples.push({ name: match[1], labels, value });
  }
  return samples;
}

/** The value of the one sample with this name and these labels (among others), undefined if there is none. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));
  if (found.length > 1) throw new Error(`${found.length} échantillons ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}
