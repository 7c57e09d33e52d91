import { numberedPlaceholders } from './mikro-orm.sql-reads.js';

describe('numberedPlaceholders', () => {
  it('numbers each ? as PostgreSQL does, in order', () => {
    expect(numberedPlaceholders('select * from t where a = ? and b in (?, ?) limit ?')).toBe(
      'select * from t where a = $1 and b in ($2, $3) limit $4',
    );
  });

  it('leaves a ? inside quoted text or a quoted identifier alone (doubled quotes included)', () => {
    expect(numberedPlaceholders(`select '?', 'it''s ?', "odd?""name" from t where a = ?`)).toBe(
      `select '?', 'it''s ?', "odd?""name" from t where a = $1`,
    );
  });

  it('answers a statement without placeholders unchanged', () => {
    expect(numberedPlaceholders("select string_agg(x, ',') from t")).toBe("select string_agg(x, ',') from t");
  });
});
