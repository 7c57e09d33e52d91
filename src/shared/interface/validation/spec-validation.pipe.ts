import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import { InvalidInputError } from '../../domain/validation.errors.js';

/**
 * Validates bodies against their DTO class: unknown fields are dropped, strings
 * trimmed, blanks become null ("Empty select-number fields are sent as null"),
 * and the first failing field in declaration order is the error.
 */
@Injectable()
export class SpecValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const type = metadata.metatype;
    if (metadata.type === 'custom' && !type) return value;
    if (!type || !this.isDto(type)) return value;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new InvalidInputError('The request body must be a JSON object');
    }
    const instance = plainToInstance(type, this.normalise(value as Record<string, unknown>)) as object;
    const errors = validateSync(instance, { whitelist: true, forbidUnknownValues: false, stopAtFirstError: true });
    if (errors.length > 0) {
      const first = errors[0]!;
      throw new InvalidInputError(Object.values(first.constraints ?? {})[0] ?? 'The request is not valid');
    }
    return instance;
  }

  private isDto(type: unknown): type is new () => object {
    return typeof type === 'function' && getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0;
  }

  private normalise(input: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(input).map(([key, value]) => {
        if (typeof value !== 'string') return [key, value];
        // PostgreSQL text cannot hold NUL; nobody means to type one.
        const trimmed = value.replaceAll('\u0000', '').trim();
        return [key, trimmed === '' ? null : trimmed];
      }),
    );
  }
}
