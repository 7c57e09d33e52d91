import { DomainError } from './domain-error.js';
import { MAX_IMAGE_BYTES } from './image-rules.js';

/** The multipart field the image travels in (and that a form shows the message under). */
export const IMAGE_FIELD = 'image';

/** Product §5: "Profile and deposit images accept .jpg, .png, .gif up to 1048576 bytes." */
export const IMAGE_RULE_TEXT = `Images accept .jpg, .png, .gif up to ${MAX_IMAGE_BYTES} bytes`;

export const ImageMessages = {
  required: 'Choose an image to upload',
  empty: `The image file is empty (${IMAGE_RULE_TEXT})`,
  tooLarge: `The image is larger than ${MAX_IMAGE_BYTES} bytes (${IMAGE_RULE_TEXT})`,
  notAllowed: `The file is not a .jpg, .png or .gif image (${IMAGE_RULE_TEXT})`,
  damaged: 'The image is damaged or incomplete',
  tooManyPixels: 'The image is too large to display (at most 5000 x 5000 pixels)',
  notFound: 'Image not found',
} as const;

/** No file part in the upload (or the request was not multipart at all). */
export class ImageRequiredError extends DomainError {
  readonly code = 'IMAGE_REQUIRED';
  override readonly field = IMAGE_FIELD;
  constructor() {
    super(ImageMessages.required);
  }
}

export class ImageEmptyError extends DomainError {
  readonly code = 'IMAGE_EMPTY';
  override readonly field = IMAGE_FIELD;
  constructor() {
    super(ImageMessages.empty);
  }
}

export class ImageTooLargeError extends DomainError {
  readonly code = 'IMAGE_TOO_LARGE';
  override readonly field = IMAGE_FIELD;
  constructor() {
    super(ImageMessages.tooLarge);
  }
}

/** Not a jpg, png or gif by its content (an SVG, text, a PDF ...), whatever its name says. */
export class ImageTypeNotAllowedError extends DomainError {
  readonly code = 'IMAGE_TYPE_NOT_ALLOWED';
  override readonly field = IMAGE_FIELD;
  constructor() {
    super(ImageMessages.notAllowed);
  }
}

/** Starts like a jpg, png or gif but does not decode (truncated, corrupt). */
export class ImageDamagedError extends DomainError {
  readonly code = 'IMAGE_DAMAGED';
  override readonly field = IMAGE_FIELD;
  constructor() {
    super(ImageMessages.damaged);
  }
}

export class ImageTooManyPixelsError extends DomainError {
  readonly code = 'IMAGE_TOO_MANY_PIXELS';
  override readonly field = IMAGE_FIELD;
  constructor() {
    super(ImageMessages.tooManyPixels);
  }
}

/** A `path` that names no stored image (of this kind of record). */
export class ImageNotFoundError extends DomainError {
  readonly code = 'IMAGE_NOT_FOUND';
  override readonly field = 'path';
  constructor() {
    super(ImageMessages.notFound, 'not-found');
  }
}
