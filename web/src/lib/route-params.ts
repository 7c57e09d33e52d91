/**
 * Reading route parameters. Product §2.1: missing numeric route parameters
 * default to 0; a non-numeric one reads as 0 too.
 */
import { useParams } from 'react-router-dom';

export function toNumberParam(value: string | null | undefined): number {
  if (value === undefined || value === null || value.trim() === '') return 0;
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** The named route parameter as a number (0 when missing or not a number). */
export function useNumberParam(name: string): number {
  const params = useParams();
  return toNumberParam(params[name]);
}

/** Several numeric route parameters at once: useNumberParams('venueID', 'year'). */
export function useNumberParams<const Names extends readonly string[]>(...names: Names): Record<Names[number], number> {
  const params = useParams();
  return Object.fromEntries(names.map((name) => [name, toNumberParam(params[name])])) as Record<Names[number], number>;
}
