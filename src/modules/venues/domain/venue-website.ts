/** A venue's website, when given, must begin with http:// or https:// (product §5.2). */
export const isVenueWebsite = (website: unknown): boolean => {
  const text = typeof website === 'string' ? website.trim() : '';
  return text === '' || /^https?:\/\//i.test(text);
};
