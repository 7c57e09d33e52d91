import { UnderscoreNamingStrategy } from '@mikro-orm/core';
import { columnOf, selectListOf } from '../../application/sql-reads.js';
import { recordTable } from '../../domain/field-table.js';

describe('the read side naming', () => {
  it("names columns as the ORM's naming strategy does", () => {
    const orm = new UnderscoreNamingStrategy();
    for (const field of ['venueID', 'title', 'zipCode', 'mapURL', 'placeID', 'eventTime', 'hostID', 'startDate', 'contactName']) {
      expect([field, columnOf(field)]).toEqual([field, orm.propertyToColumnName(field)]);
    }
  });

  it('selects every field of a table under its own name, dates and times as the API answers them', () => {
    const table = recordTable({
      eventID: { label: 'Event ID', type: 'integer' },
      eventTime: { label: 'Event Time', type: 'time' },
      startDate: { label: 'Start Date', type: 'date' },
      publishDate: { label: 'Publish Date', type: 'datetime' },
    });
    expect(selectListOf(table, 'e')).toBe(
      `e.event_id as "eventID", to_char(e.event_time, 'HH24:MI:SS') as "eventTime", to_char(e.start_date, 'YYYY-MM-DD') as "startDate", to_char(e.publish_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "publishDate"`,
    );
  });

  it('selects instants as the API writes them (ISO 8601, UTC) and numbers as numbers', () => {
    const table = recordTable({
      gameAt: { label: 'Game Time', type: 'datetime' },
      earningsActual: { label: 'Actual Earnings', type: 'number' },
    });
    expect(selectListOf(table, 'g')).toBe(
      `to_char(g.game_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "gameAt", g.earnings_actual::float8 as "earningsActual"`,
    );
  });
});
