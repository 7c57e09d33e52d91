// The formatters are made at first use: a page's first one loads the browser's locale data, and
// this module is part of home's first script (kept-answer-age.ts says more).
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** "Nov 24, 2026": a post's publish date as the news shows it (the visitor's own time zone). */
export const postDate = (publishDate: string): string =>
  (dateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })).format(
    new Date(publishDate),
  );

/** "Nov 24, 2026, 6:00 PM": with the time, for Manage Posts' picker. */
export const postDateTime = (publishDate: string): string =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })).format(new Date(publishDate));
