/** "Nov 24, 2026": a post's publish date as the news shows it (the visitor's own time zone). */
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
/** "Nov 24, 2026, 6:00 PM": with the time, for Manage Posts' picker. */
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const postDate = (publishDate: string): string => DATE.format(new Date(publishDate));

export const postDateTime = (publishDate: string): string => DATE_TIME.format(new Date(publishDate));
