import { EventType } from '../../../shared/domain/event-type.js';
import { seriesSlotOf, listPage, LIST_PAGE_SIZE_MAX } from './standings-lists.js';

describe('seriesSlotOf: the series slot of the event leaderboard', () => {
  it('reads 0 as any series, 3 and 4 as every Quarterly and every Tournament, anything else as one series', () => {
    expect(seriesSlotOf(0)).toBeNull();
    expect(seriesSlotOf(3)).toEqual({ eventType: EventType.Quarterly });
    expect(seriesSlotOf(4)).toEqual({ eventType: EventType.Tournament });
    expect(seriesSlotOf(1)).toEqual({ eventID: 1 });
    expect(seriesSlotOf(17)).toEqual({ eventID: 17 });
  });
});

describe('listPage', () => {
  it('answers every row for page size 0, whatever the page', () => {
    expect(listPage(0, 0)).toBeNull();
    expect(listPage(3, 0)).toBeNull();
  });

  it('pages from 1, up to the largest page size', () => {
    expect(listPage(1, 20)).toEqual({ limit: 20, offset: 0 });
    expect(listPage(3, 20)).toEqual({ limit: 20, offset: 40 });
    expect(listPage(1, LIST_PAGE_SIZE_MAX)).toEqual({ limit: LIST_PAGE_SIZE_MAX, offset: 0 });
  });

  it('refuses page 0 with a page size, and a page size over the largest', () => {
    expect(() => listPage(0, 20)).toThrow(expect.objectContaining({ code: 'FIELD_TOO_SHORT', field: 'page' }));
    expect(() => listPage(1, LIST_PAGE_SIZE_MAX + 1)).toThrow(
      expect.objectContaining({
        code: 'FIELD_NOT_VALID',
        field: 'pageSize',
        message: 'The "Page Size" field must be no more than 100.',
      }),
    );
  });
});
