import { DomainError } from './domain-error.js';

/** SPEC section 5: the generic form messages, the first failure in schema order. */
export const FieldMessages = {
  required: (label: string) => `The "${label}" field is required.`,
  atLeast: (label: string, min: number) => `The "${label}" field must be at least ${min}.`,
  noMoreThan: (label: string, max: number) => `The "${label}" field must be no more than ${max}.`,
  email: (label: string) => `The "${label}" field must contain a valid email address.`,
  invalid: (label: string) => `The "${label}" field is not valid.`,
} as const;

export class InvalidInputError extends DomainError {
  readonly code = 'INVALID_INPUT';
  constructor(message: string) {
    super(message, 'invalid');
  }
}
