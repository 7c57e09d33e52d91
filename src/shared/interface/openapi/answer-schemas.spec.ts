import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ANSWER_SCHEMAS_FILE, answerSchemasText } from '../../../../scripts/answer-schemas.mjs';

// The answers' schemas are derived from the controllers' return types (issue 33): a field added
// to a type the API answers changes answer-schemas.json, and this fails until it is written again.
describe('answer-schemas.json', () => {
  it('is what scripts/answer-schemas.mjs derives from the code today (run `node scripts/answer-schemas.mjs` when not)', () => {
    const root = resolve(import.meta.dirname, '../../../..');
    expect(readFileSync(resolve(root, ANSWER_SCHEMAS_FILE), 'utf8')).toEqual(answerSchemasText(root));
  }, 120_000);
});
