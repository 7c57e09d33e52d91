/** A venue's website, when given, must begin with http:// or https:// (SPEC section 5). */
export const isVenueWebsite = (website: unknown): boolean => {
  const text = typeof website === 'string' ? website.trim() : '';
  return text === '' || /^https?:\/\//i.test(text);
};
