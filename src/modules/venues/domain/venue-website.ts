import { isWebAddress } from '../../../shared/domain/plain-text.js';

/**
 * A venue's website or map link, when given, must be an http:// or https:// address with
 * a host (product §5.2): never javascript:, data: or any other scheme a link would run.
 */
export const isVenueWebsite = (website: unknown): boolean => {
  if (website === null || website === undefined) return true;
  const text = typeof website === 'string' ? website.trim() : '';
  return (typeof website === 'string' && text === '') || isWebAddress(text);
};
