import { ApiError } from '@/lib/api-client';

/** The outcome of the last save or delete; it replaces the form's heading until the next action. */
export interface FormOutcome {
  kind: 'success' | 'error';
  message: string;
}

/**
 * The text for a failed call. A refusal of the input (400) or a clash (409) is
 * the server's message exactly as given (`The "Title" field is required.`,
 * `A venue with this title already exists`); anything else is framed as SPEC
 * section 8 does: `Error updating venue (message)`.
 */
export function failureText(action: string, error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'unknown error';
  if (error instanceof ApiError && (error.status === 400 || error.status === 409)) return message;
  return `${action} (${message})`;
}
