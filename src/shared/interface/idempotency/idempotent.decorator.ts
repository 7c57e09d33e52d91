import { applyDecorators } from '@nestjs/common';

/**
 * Marks a write as replay-safe: a request carrying an `Idempotency-Key` header that was
 * already answered gets the first answer again and changes nothing.
 * PINNED STUB (issue 9): the idempotency helper fills this in.
 */
export function Idempotent(): MethodDecorator {
  return applyDecorators();
}
