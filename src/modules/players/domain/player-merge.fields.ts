import { recordTable } from '../../../shared/domain/field-table.js';

/** The player ids the API takes (product §9.2: 400000-999999). */
const PLAYER_ID = { type: 'integer', required: true, min: 1, max: 2_147_483_647 } as const;

/** A merge request: the player who stays and the duplicate merged into it (docs/api.md "Merging duplicate players"). */
export const MERGE_FIELDS = recordTable({
  survivorID: {
    ...PLAYER_ID,
    label: 'Surviving player',
    description: 'The player who stays (keeps its number, name and account)',
    example: 400010,
  },
  duplicateID: {
    ...PLAYER_ID,
    label: 'Duplicate player',
    description:
      "The duplicate: its records move to the survivor, its number becomes one of the survivor's alternate numbers, and it is removed",
    example: 400011,
  },
});
