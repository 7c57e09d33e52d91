/** The id of the calendar's Subscribe section, so the heading's button can jump to it. */
export const SUBSCRIBE_SECTION_ID = 'subscribe';
