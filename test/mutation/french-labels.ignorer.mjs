// A Stryker ignorer: mutants that only change a French label (a sentence, a status name shown to people) are
// left out of the mutation score. The API and browser tests pin those labels where people read them; the domain
// specs pin the rules. Ignored mutants still appear in the report, as « Ignored », with this reason.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const REASON = 'French label: pinned by the API and browser tests, not by the domain specs';

/**
 * A label is text for people: it holds a letter and a space or a non-ASCII character (« Non payé », « Contesté »).
 * Identifiers the rules compare (`accepted`, `pay_deposit`, `Europe/Paris`) and separators (' ', '-') stay mutated.
 */
function isLabelText(text) {
  return /\p{L}/u.test(text) && /[\s\u0080-\u{10FFFF}]/u.test(text);
}

function literalText(path) {
  if (path.isStringLiteral()) return path.node.value;
  if (path.isTemplateLiteral()) return path.node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  return undefined;
}

function isLabel(path) {
  const text = literalText(path);
  return text !== undefined && isLabelText(text);
}

/** An object whose every value is a label (`PAYMENT_STATE_LABELS`): emptying it only removes labels. */
function isLabelMap(path) {
  if (!path.isObjectExpression()) return false;
  const values = path.get('properties');
  return (
    values.length > 0 &&
    values.every((property) => property.isObjectProperty() && isLabel(property.get('value')))
  );
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'french-labels', {
    shouldIgnore(path) {
      if (isLabel(path) || isLabelMap(path)) return REASON;
      return undefined;
    },
  }),
];
