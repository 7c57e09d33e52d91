import { useState, type FormEvent } from 'react';
import { failureMessage } from '../messages';

/**
 * A user-area form's own check before it sends (the server checks again). The
 * heading's error is the check's message, else the failed call's, framed as SPEC 8
 * does ("Unable to log-in (…)"; 400/401 answers in the server's words).
 */
export function useFormCheck(call: { readonly isError: boolean; readonly error: unknown }, failure: string) {
  const [problem, setProblem] = useState<string | null>(null);
  return {
    /** The form's submit: stops the page reload, shows the check's message; true when the form may be sent. */
    passes: (event: FormEvent, message: string | null): boolean => {
      event.preventDefault();
      setProblem(message);
      return !message;
    },
    error: problem ?? (call.isError ? failureMessage(failure, call.error) : null),
  };
}
