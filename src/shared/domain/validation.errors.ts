import { DomainError } from './domain-error.js';

/** Product §5.1: the generic form messages, the first failure in schema order. */
export const FieldMessages = {
  required: (label: string) => `The "${label}" field is required.`,
  atLeast: (label: string, min: number) => `The "${label}" field must be at least ${min}.`,
  noMoreThan: (label: string, max: number) => `The "${label}" field must be no more than ${max}.`,
  email: (label: string) => `The "${label}" field must contain a valid email address.`,
  invalid: (label: string) => `The "${label}" field is not valid.`,
  oneLine: (label: string) => `The "${label}" field must be one line, without line breaks or control characters.`,
  noControl: (label: string) => `The "${label}" field may not contain control characters.`,
} as const;

/** A refusal of the request as a whole (not of one field): a body that is not an object, say. */
export class InvalidInputError extends DomainError {
  readonly code = 'INVALID_INPUT';
  constructor(message: string) {
    super(message, 'invalid');
  }
}

export class FieldRequiredError extends DomainError {
  readonly code = 'FIELD_REQUIRED';
  constructor(
    override readonly field: string,
    label: string,
  ) {
    super(FieldMessages.required(label));
  }
}

export class FieldTooShortError extends DomainError {
  readonly code = 'FIELD_TOO_SHORT';
  constructor(
    override readonly field: string,
    label: string,
    min: number,
  ) {
    super(FieldMessages.atLeast(label, min));
  }
}

export class FieldTooLongError extends DomainError {
  readonly code = 'FIELD_TOO_LONG';
  constructor(
    override readonly field: string,
    label: string,
    max: number,
  ) {
    super(FieldMessages.noMoreThan(label, max));
  }
}

export class FieldNotEmailError extends DomainError {
  readonly code = 'FIELD_NOT_EMAIL';
  constructor(
    override readonly field: string,
    label: string,
  ) {
    super(FieldMessages.email(label));
  }
}

export class FieldNotValidError extends DomainError {
  readonly code = 'FIELD_NOT_VALID';
  constructor(
    override readonly field: string,
    label: string,
    message: string = FieldMessages.invalid(label),
  ) {
    super(message);
  }
}

/**
 * A number above the most it may be (a page size over 100): its value is not valid, not too
 * long (FIELD_TOO_LONG is a text's or a list's length), in the product's words for a maximum
 * (§5: must be no more than {max}).
 */
export const numberTooLarge = (field: string, label: string, max: number): FieldNotValidError =>
  new FieldNotValidError(field, label, FieldMessages.noMoreThan(label, max));

/** A number below the least it may be (a negative amount): not valid, as numberTooLarge, in §5's words for a minimum. */
export const numberTooSmall = (field: string, label: string, min: number): FieldNotValidError =>
  new FieldNotValidError(field, label, FieldMessages.atLeast(label, min));

/** A line break or a control character in a one-line text field (a multiline one refuses control characters other than tab, CR and LF). */
export class FieldNotOneLineError extends DomainError {
  readonly code = 'FIELD_NOT_ONE_LINE';
  constructor(
    override readonly field: string,
    label: string,
    multiline = false,
  ) {
    super(multiline ? FieldMessages.noControl(label) : FieldMessages.oneLine(label));
  }
}
