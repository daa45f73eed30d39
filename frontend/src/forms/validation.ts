import { validationMessages } from '../content/strings';

/**
 * The rules of the public forms (SPEC.md §5), used both by each input (message under the field) and by the submit
 * handler (nothing is sent while a rule fails). Each rule answers the French message, or undefined when valid.
 */
export type Rule = (value: string) => string | undefined;

/** Spaces, dots and dashes people type between digit pairs are not part of the number. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

export const required: Rule = (value) => (value.trim() === '' ? validationMessages.required : undefined);

export const phone: Rule = (value) => (/^\d{10}$/.test(phoneDigits(value)) ? undefined : validationMessages.phone);

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
