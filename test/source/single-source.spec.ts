/**
 * One source for every business rule: the statuses, their labels, the prices and the 21-day rule are written in
 * `packages/domain` and nowhere else. This scans the three apps' sources (tests excluded) and fails on a copy.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  MERCHANT_STATUS_LABELS,
  MERCHANT_STATUSES,
  MERCHANT_TABS,
  PARENT_REQUEST_STATUS_LABELS,
  PARENT_REQUEST_STATUSES,
  PARENT_REQUEST_TABS,
  PAYMENT_STATE_LABELS,
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_STATUSES,
} from '@ptits-mitrons/domain';

const ROOT = join(__dirname, '..', '..');
const APPS = ['backend/src', 'frontend/src', 'admin/src'];
const TEST_FILE = /\.(spec|test|e2e-spec|browser-spec)\.tsx?$/;

export interface Finding {
  file: string;
  line: number;
  rule: string;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' || name === '__tests__' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !TEST_FILE.test(name) ? [path] : [];
  });
}

/** Comments are where rules are explained, not defined: blank them, keeping line numbers. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, (_, before: string) => before);
}

const quoted = (value: string) => new RegExp(`(['"\`])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`);

/** Sets whose members, two or more together, make a copy of the list (a union, an array, a map, a condition). */
const STATUS_SETS: Record<string, readonly string[]> = {
  'parent request statuses': PARENT_REQUEST_STATUSES,
  'merchant statuses': MERCHANT_STATUSES,
  'mail statuses': MAIL_STATUSES,
  'payment states': Object.keys(PAYMENT_STATE_LABELS),
  'proposal statuses': PROPOSAL_STATUSES,
};
/** Tab ids name messages (the dashboard's cards): only a union or an array of them is a copy of the tab list. */
const TAB_SETS: Record<string, readonly string[]> = {
  'parent request tabs': PARENT_REQUEST_TABS.map((tab) => tab.id),
};

const STRING = `(['"\`])(\\w+)\\1`;
const UNION = new RegExp(`${STRING}(?=\\s*\\|\\s*(['"\`])(\\w+)\\3)`, 'g');
const ARRAY = /\[\s*(?:(['"`])\w+\1\s*,\s*)+(['"`])\w+\2\s*,?\s*\]/g;
const COMPARED = new RegExp(`[!=]==?\\s*${STRING}`, 'g');

/** Members of a set that one statement lists as a union, an array or a chain of comparisons. */
function listedInStatement(statement: string, members: readonly string[], withComparisons: boolean): string[] {
  const found = new Set<string>();
  for (const match of statement.matchAll(UNION)) if (members.includes(match[2]) && members.includes(match[4])) found.add(match[2]).add(match[4]);
  for (const match of statement.matchAll(ARRAY)) {
    const inArray = [...match[0].matchAll(/(['"`])(\w+)\1/g)].map((m) => m[2]).filter((m) => members.includes(m));
    if (inArray.length >= 2) inArray.forEach((m) => found.add(m));
  }
  if (withComparisons) {
    const compared = [...statement.matchAll(COMPARED)].map((m) => m[2]).filter((m) => members.includes(m));
    if (new Set(compared).size >= 2) compared.forEach((m) => found.add(m));
  }
  return [...found];
}

/** Keys of each object literal whose values are texts or objects (maps of labels, colours, rules), with their offsets. */
function objectKeys(source: string): { offset: number; keys: string[] }[] {
  const objects: { offset: number; keys: string[] }[] = [];
  const open: { offset: number; keys: string[] }[] = [];
  const token = /(['"`])(?:\\.|(?!\1)[^\\])*\1|[{}]|\b(\w+)\s*:\s*(?=['"`{])/g;
  for (const match of source.matchAll(token)) {
    if (match[0] === '{') open.push({ offset: match.index, keys: [] });
    else if (match[0] === '}') {
      const object = open.pop();
      if (object) objects.push(object);
    } else if (match[2] && open.length > 0) open[open.length - 1].keys.push(match[2]);
  }
  return objects;
}

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

const LABELS = new Set<string>([
  ...Object.values(PARENT_REQUEST_STATUS_LABELS),
  ...Object.values(MERCHANT_STATUS_LABELS),
  ...Object.values(MAIL_STATUS_LABELS),
  ...Object.values(PAYMENT_STATE_LABELS),
  ...PARENT_REQUEST_TABS.map((tab) => tab.label),
  ...MERCHANT_TABS.map((tab) => tab.label),
  ...Object.values(PROPOSAL_STATUS_LABELS),
]);

/** Amounts and the 21-day figure, typed as text or as a number in a money or calendar context. */
const FIGURES: { rule: string; pattern: RegExp; context?: RegExp }[] = [
  { rule: 'price typed as text', pattern: /\b(30|180)([,.]00)?\s?(€|euros?\b)/ },
  { rule: 'price typed as a number', pattern: /\b(3_?000|18_?000|180)\b/, context: /amount|deposit|price|cents|total|acompte|montant|prix|solde|balance/i },
  { rule: '21-day rule typed again', pattern: /\b21\b/, context: /jours?\b|days?\b|date|ahead|earliest/i },
];

export function findCopies(file: string, source: string): Finding[] {
  const findings: Finding[] = [];
  const lines = withoutComments(source).split('\n');
  lines.forEach((text, index) => {
    const at = { file, line: index + 1, text: text.trim() };
    for (const label of LABELS) if (quoted(label).test(text)) findings.push({ ...at, rule: `status or tab label « ${label} »` });
    for (const figure of FIGURES) {
      if (figure.pattern.test(text) && (!figure.context || figure.context.test(text))) findings.push({ ...at, rule: figure.rule });
    }
  });
  const code = withoutComments(source);
  let offset = 0;
  for (const statement of code.split(';')) {
    const report = (set: string, named: string[]) => {
      const line = lineAt(code, offset + statement.search(quoted(named[0])));
      findings.push({ file, line, rule: `${set} listed again (${named.join(', ')})`, text: lines[line - 1].trim() });
    };
    for (const [set, members] of Object.entries(STATUS_SETS)) {
      // Demo scenarios list the histories they play (the seeder walks the package's transitions to play them).
      if (file.startsWith('backend/src/demo/') && !/\|/.test(statement)) continue;
      const named = listedInStatement(statement, members, true);
      if (named.length >= 2) report(set, named);
    }
    for (const [set, members] of Object.entries(TAB_SETS)) {
      const named = listedInStatement(statement, members, false);
      if (named.length >= 2) report(set, named);
    }
    offset += statement.length + 1;
  }
  for (const object of objectKeys(code)) {
    for (const [set, members] of Object.entries(STATUS_SETS)) {
      const named = [...new Set(object.keys.filter((key) => members.includes(key)))];
      if (named.length >= 2) {
        const line = lineAt(code, object.offset);
        findings.push({ file, line, rule: `${set} mapped again (${named.join(', ')})`, text: lines[line - 1]?.trim() ?? '' });
      }
    }
  }
  return findings;
}

describe('single source of the business rules', () => {
  it('finds a copied status list, label, price or 21-day figure in a sample (the scanner itself works)', () => {
    const sample = [
      "export type Status = 'submitted' | 'proposal_sent';",
      "const label = 'Refusé par le parent';",
      'const text = `Un atelier à 180 € tout compris`;',
      'const depositAmount = 3000;',
      "const hint = 'Au plus tôt dans 21 jours';",
      "// 'submitted' | 'accepted' in a comment is an explanation",
      "const port = 3000;",
      "const colors = { queued: 'warning', sent: 'success' };",
      "const report = { sent: 0, failed: 0 };",
      "const editable = status === 'pending_validation' || status === 'active';",
    ].join('\n');
    expect(findCopies('sample.ts', sample).map((f) => `${f.line} ${f.rule}`)).toEqual([
      '2 status or tab label « Refusé par le parent »',
      '3 price typed as text',
      '4 price typed as a number',
      '5 21-day rule typed again',
      '1 parent request statuses listed again (submitted, proposal_sent)',
      '10 merchant statuses listed again (pending_validation, active)',
      '8 mail statuses mapped again (queued, sent)',
    ]);
  });

  it('finds no rule of packages/domain written again in the backend, the public site or the back office', () => {
    const findings = APPS.flatMap((app) =>
      sourceFiles(join(ROOT, app)).flatMap((path) => findCopies(relative(ROOT, path), readFileSync(path, 'utf8'))),
    );
    expect(findings.map((f) => `${f.file}:${f.line} ${f.rule}: ${f.text.slice(0, 120)}`)).toEqual([]);
  });
});
