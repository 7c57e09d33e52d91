import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { isCalendarDate } from '../domain/calendar-date.js';
import { FieldNotValidError } from '../domain/validation.errors.js';

/** The input a refusal names: the route's parameter (`venueID` in `id/:venueID`). */
const parameterOf = (metadata: ArgumentMetadata | undefined, label: string): string => metadata?.data ?? label;

/** A whole number path segment, 0 and up (api.md §1.1: missing numeric parameters mean 0); at most 9 digits, so always inside PostgreSQL's integer. */
@Injectable()
export class IdParam implements PipeTransform<string | undefined, number> {
  constructor(private readonly label: string) {}

  transform(value: string | undefined, metadata?: ArgumentMetadata): number {
    if (value === undefined || value === '') return 0;
    if (!/^\d{1,9}$/.test(value)) throw new FieldNotValidError(parameterOf(metadata, this.label), this.label);
    return Number(value);
  }
}

/** An optional yyyy-MM-dd path segment naming a day that exists (2024-02-30 is refused, not rolled over to March). */
@Injectable()
export class DateParam implements PipeTransform<string | undefined, string | undefined> {
  constructor(private readonly label: string) {}

  transform(value: string | undefined, metadata?: ArgumentMetadata): string | undefined {
    if (value === undefined || value === '') return undefined;
    if (!isCalendarDate(value)) {
      throw new FieldNotValidError(parameterOf(metadata, this.label), this.label);
    }
    return value;
  }
}
