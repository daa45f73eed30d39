import { formatEuros } from '@ptits-mitrons/domain';
import { outcomeTexts } from '../../content/parentSpaceForms';
import type { ParentSpaceCancelResponse } from '@ptits-mitrons/api-types';

const euros = (cents: number) => formatEuros(cents, { cents: 'when-needed' });

/** What a cancellation (or a refusal) gives back under CGV §6, as sentences, from the server's answer. */
export function outcomeSentences(answer: ParentSpaceCancelResponse): string[] {
  const sentences: string[] = [];
  if (answer.credit) sentences.push(outcomeTexts.credit(euros(answer.credit.amount)));
  if (answer.refund) sentences.push(outcomeTexts.refund(euros(answer.refund.amount)));
  if (sentences.length) return sentences;
  return [answer.outcome === 'nothing' ? outcomeTexts.nothing : outcomeTexts.nothingPaid];
}
