import type { FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { IMAGE_FIELD, ImageRequiredError, ImageTooLargeError } from '../../domain/image.errors.js';
import { MAX_IMAGE_BYTES, imageContentType } from '../../domain/image-rules.js';
import { InvalidInputError } from '../../domain/validation.errors.js';
import { dtoFrom } from '../validation/dto-from.js';

/**
 * @fastify/multipart's limits (registered in src/bootstrap.ts): one file of at most one byte
 * over the rule, so the rule's own check (SharpImageCleaner) refuses exactly 1,048,577 bytes
 * and the parser stops reading anything larger at once (never buffering it whole).
 */
export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES + 1,
  files: 1,
  fields: 8,
  fieldSize: 1024,
  parts: 9,
  headerPairs: 50,
} as const;

export interface ImageUpload {
  /** The file part's bytes (at most MAX_IMAGE_BYTES + 1: more is refused while reading). */
  bytes: Buffer;
  /** The text parts, by name (e.g. `playerID`), before or after the file. */
  fields: Record<string, string>;
}

/**
 * Reads a `multipart/form-data` upload of one image (any field name; the site sends
 * `image`) and its text fields. Refusals answer in the usual `{ error, code, field }`:
 * not multipart or no file: IMAGE_REQUIRED; over the limit: IMAGE_TOO_LARGE; a broken
 * or oversized form: INVALID_INPUT. The content itself is checked by StoredImages.keep.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new ImageRequiredError();
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') bytes = await part.toBuffer();
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw uploadFailure(error);
  }
  if (!bytes) throw new ImageRequiredError();
  return { bytes, fields };
}

function uploadFailure(error: unknown): Error {
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ImageTooLargeError();
    case 'FST_FILES_LIMIT':
      return new InvalidInputError('Send one image at a time');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new InvalidInputError('The upload has too many or unexpected fields');
    default:
      // busboy's refusals: no boundary, a form cut short, a broken header.
      return new InvalidInputError('The upload is not a valid multipart form');
  }
}

/**
 * Answers a stored image: its own content type (only image/jpeg, png or gif, from the
 * stored name), `nosniff`, and a CSP that would keep anything from running even if a
 * browser were asked to render it as a page. Stored names never change content, so public
 * images are cached for good; private ones (deposits) by nobody (`no-store`: they are one caller's).
 */
export function sendImage(
  reply: FastifyReply,
  name: string,
  bytes: Buffer,
  cache: 'public' | 'private' = 'public',
): FastifyReply {
  return reply
    .header('Content-Type', imageContentType(name) ?? 'application/octet-stream')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Content-Disposition', `inline; filename="${name}"`)
    .header('Cache-Control', cache === 'public' ? 'public, max-age=31536000, immutable' : 'no-store')
    .send(bytes);
}

/** `{ path }` of the image deletes (`DELETE /v1/player/image`, `DELETE /v1/table/image`): the stored name or the address it is served at. */
export class ImagePathDto extends dtoFrom({
  path: {
    label: 'Path',
    type: 'string',
    required: true,
    max: 255,
    description: 'The image as the upload answered it: its `path` (`/v1/player/image/{name}`) or the bare name',
    example: '/v1/player/image/0123456789abcdef0123456789abcdef.png',
  },
}) {}

/** Documents an image upload route: `multipart/form-data` with the file part plus the route's own text fields. */
export function ApiImageUpload(
  fields: Record<string, { type: 'integer' | 'string'; description: string }> = {},
): MethodDecorator {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [IMAGE_FIELD],
        properties: {
          ...fields,
          [IMAGE_FIELD]: {
            type: 'string',
            format: 'binary',
            description: `A .jpg, .png or .gif, at most ${MAX_IMAGE_BYTES} bytes (checked by its content)`,
          },
        },
      },
    }),
  );
}
