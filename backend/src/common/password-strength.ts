import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as frenchDictionary, translations } from '@zxcvbn-ts/language-fr';

import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@ptits-mitrons/domain';

/** zxcvbn's 3: about 10^8 guesses, "safely unguessable" behind a slow hash such as ours (argon2id). */
const MIN_SCORE = 3;

export const WEAK_PASSWORD = PASSWORD_MESSAGES.weak;

// The dictionaries take a few megabytes and ~100 ms to load: only when an admin password is first checked.
let estimator: ZxcvbnFactory | undefined;

/**
 * Why the password is too weak (one French sentence, with zxcvbn's own French warning when it has one), or
 * undefined when it is strong enough. `userInputs` (the account's e-mail) count as known words.
 */
export function passwordWeakness(password: string, userInputs: string[] = []): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return WEAK_PASSWORD;
  estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...frenchDictionary },
  });
  const result = estimator.check(password, userInputs.flatMap((input) => [input, ...input.split(/[@.+_-]/)]).filter(Boolean));
  if (result.score >= MIN_SCORE) return undefined;
  return result.feedback.warning ? `${WEAK_PASSWORD} ${result.feedback.warning}` : WEAK_PASSWORD;
}
