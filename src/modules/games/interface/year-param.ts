import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { isLeagueYear } from '../../../shared/domain/period.js';
import { FieldNotValidError } from '../../../shared/domain/validation.errors.js';

/** A league year path segment, 2004-2099 (product §5); anything else is refused, naming the parameter. */
@Injectable()
export class YearParam implements PipeTransform<string | undefined, number> {
  constructor(private readonly label: string) {}

  transform(value: string | undefined, metadata?: ArgumentMetadata): number {
    const year = Number(value);
    if (!value || !/^\d{4}$/.test(value) || !isLeagueYear(year))
      throw new FieldNotValidError(metadata?.data ?? this.label, this.label);
    return year;
  }
}
