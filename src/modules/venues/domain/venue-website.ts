import { InvalidWebsiteError } from './venues.errors.js';

/** A venue's website, when given, must begin with http:// or https:// (SPEC section 5). */
export function assertVenueWebsite(website: string | null | undefined): void {
  const text = (website ?? '').trim();
  if (text !== '' && !/^https?:\/\//i.test(text)) throw new InvalidWebsiteError();
}
