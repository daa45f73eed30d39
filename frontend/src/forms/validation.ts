import {
  ALLERGIES_MAX_LENGTH,
  ALLERGIES_MESSAGE,
  CHILD_AGE,
  CHILD_AGE_MESSAGES,
  CREDIT_CODE_MESSAGES,
  CREDIT_CODE_PATTERN,
  DESIRED_DATE_MESSAGES,
  earliestDesiredDate,
  NUMBER_OF_CHILDREN,
  NUMBER_OF_CHILDREN_MESSAGES,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  phoneDigits,
} from '@ptits-mitrons/domain';
import { validationMessages } from '../content/pages';

/**
 * The rules of the public forms, used both by each input (message under the field) and by the submit
 * handler (nothing is sent while a rule fails). Each rule answers the French message, or undefined when valid.
 */
export type Rule = (value: string) => string | undefined;

export const required: Rule = (value) => (value.trim() === '' ? validationMessages.required : undefined);

/** The package's phone rule: spaces, dots and dashes people type between digit pairs are not part of the number. */
export const phone: Rule = (value) => (PHONE_PATTERN.test(phoneDigits(value)) ? undefined : PHONE_MESSAGE);

export const email: Rule = (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : validationMessages.email);

export const area: Rule = (value) => {
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? undefined : validationMessages.area;
};

export const cityChosen: Rule = (cityId) => (cityId ? undefined : validationMessages.city);

/** The first failing rule's message. */
export function check(value: string, rules: Rule[]): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

export type FieldRules<Field extends string> = Partial<Record<Field, Rule[]>>;

/** Every field's message, for the submit handler; an empty object means the form can be sent. */
export function validateAll<Field extends string>(values: Record<Field, string>, rules: FieldRules<Field>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const message = check(values[field], rules[field]!);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * An integer field typed as text (so a wrong character can be reported): empty is allowed while typing, then
 * "a number", "an integer" and the range, each with its own message.
 */
export function integerInRange(messages: { number: string; integer: string; range: string }, min: number, max: number): Rule {
  return (value) => {
    const text = value.trim().replace(',', '.');
    if (text === '') return undefined;
    const number = Number(text);
    if (!Number.isFinite(number)) return messages.number;
    if (!Number.isInteger(number)) return messages.integer;
    return number < min || number > max ? messages.range : undefined;
  };
}

export const childAge = integerInRange(CHILD_AGE_MESSAGES, CHILD_AGE.min, CHILD_AGE.max);
export const numberOfChildren = integerInRange(NUMBER_OF_CHILDREN_MESSAGES, NUMBER_OF_CHILDREN.min, NUMBER_OF_CHILDREN.max);

/** A desired date (the date input's YYYY-MM-DD) no sooner than the package's earliest, counted in Paris like the server. */
export const desiredDate: Rule = (value) => (value && value < earliestDesiredDate() ? DESIRED_DATE_MESSAGES.tooSoon : undefined);

/** Optional allergies or particular diets (CGV §7): at most the package's length, counted as the server counts. */
export const allergies: Rule = (value) => (value.trim().length > ALLERGIES_MAX_LENGTH ? ALLERGIES_MESSAGE : undefined);

/** An optional credit code, as the parent may type it (lower case, spaces around): the package's pattern. */
export const creditCode: Rule = (value) => (value.trim() === '' || CREDIT_CODE_PATTERN.test(normalizeCreditCode(value)) ? undefined : CREDIT_CODE_MESSAGES.invalid);

export function normalizeCreditCode(value: string): string {
  return value.trim().toUpperCase();
}
