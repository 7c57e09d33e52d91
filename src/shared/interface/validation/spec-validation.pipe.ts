import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { firstFieldFailure } from '../../domain/field-table.js';
import { formValuesOf } from '../../domain/form-values.js';
import { InvalidInputError } from '../../domain/validation.errors.js';
import { fieldTableOf } from './dto-from.js';

/**
 * Checks bodies against the field table of their DTO (see dtoFrom): only the table's
 * fields are kept, strings trimmed, blanks become null ("Empty select-number fields
 * are sent as null"), and the first failing field in table order is the error, as a
 * coded field error naming its input.
 */
@Injectable()
export class SpecValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const table = fieldTableOf(metadata.metatype);
    if (!table || !metadata.metatype) return value;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new InvalidInputError('The request body must be a JSON object');
    }
    const body = value as Record<string, unknown>;
    const values = formValuesOf(table, body);
    const failure = firstFieldFailure(table, values);
    if (failure) throw failure;
    return Object.assign(new (metadata.metatype as new () => object)(), values);
  }
}
