import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { FieldNotValidError } from '../../../shared/domain/validation.errors.js';

/** The optional last segment of a game list: the word `all` (unlisted games too), or nothing. */
@Injectable()
export class AllParam implements PipeTransform<string | undefined, boolean> {
  transform(value: string | undefined, metadata?: ArgumentMetadata): boolean {
    if (value === undefined || value === '') return false;
    if (value.toLowerCase() !== 'all') throw new FieldNotValidError(metadata?.data ?? 'all', 'All');
    return true;
  }
}
