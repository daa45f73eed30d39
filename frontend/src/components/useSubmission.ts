import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { forms } from '../content/pages';
import { errorText, useErrorModal } from './ErrorModal';

/**
 * The submit path both public forms share: refuse while sending, focus the first invalid field once its message is
 * shown, and put a failure in the error modal while the form keeps what was typed.
 */
export function useSubmission<Errors extends object>(setErrors: (errors: Errors) => void) {
  const { showError } = useErrorModal();
  const form = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);

  const submit = async (errors: Errors, send: () => Promise<void>) => {
    if (sending) return;
    flushSync(() => setErrors(errors));
    if (Object.values(errors).some(Boolean)) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSending(true);
    try {
      await send();
    } catch (error) {
      showError(errorText(error, forms.submitFallbackError));
    } finally {
      setSending(false);
    }
  };

  return { form, sending, submit };
}
