import { describe, expect, it } from '@jest/globals';
import {
  formKeyOf,
  initialMasterDetail,
  masterDetailReducer,
  masterDetailStep,
  selectionOf,
  under,
  type MasterDetailEvent,
  type MasterDetailState,
} from './master-detail';

const run = (events: MasterDetailEvent[], state: MasterDetailState = initialMasterDetail()): MasterDetailState =>
  events.reduce(masterDetailReducer, state);

describe('a management screen’s list + form', () => {
  it('starts on "New …" with active records only and the form’s own heading', () => {
    expect(initialMasterDetail()).toMatchObject({ id: 0, activeOnly: true, outcome: null });
  });

  it('may start on a record named by the address (Manage Games /update/games/{gameID})', () => {
    expect(initialMasterDetail(true, '', 42)).toMatchObject({ id: 42, outcome: null });
    expect(run([{ type: 'deleted', message: 'Game deleted' }], initialMasterDetail(true, '', 42))).toMatchObject({
      id: 0,
    });
  });

  it('starts the form again on every pick, even of the record already picked, and clears the last outcome', () => {
    const picked = run([
      { type: 'picked', id: 4 },
      { type: 'failed', message: 'Nope' },
    ]);
    const again = masterDetailReducer(picked, { type: 'picked', id: 4 });
    expect(again).toMatchObject({ id: 4, outcome: null });
    expect(formKeyOf(again)).not.toBe(formKeyOf(picked));
  });

  it('shows a save’s answer and starts the form again from the record as saved', () => {
    const before = run([{ type: 'picked', id: 0 }, { type: 'sending' }]);
    const saved = masterDetailReducer(before, { type: 'saved', id: 12, message: 'Venue added' });
    expect(saved).toMatchObject({ id: 12, outcome: { kind: 'success', message: 'Venue added' } });
    expect(formKeyOf(saved)).not.toBe(formKeyOf(before));
  });

  it('keeps the form (and the typed values) when a save is refused', () => {
    const picked = run([{ type: 'picked', id: 4 }, { type: 'sending' }]);
    const refused = masterDetailReducer(picked, { type: 'failed', message: 'A venue with this title already exists' });
    expect(refused.outcome).toEqual({ kind: 'error', message: 'A venue with this title already exists' });
    expect(formKeyOf(refused)).toBe(formKeyOf(picked));
  });

  it('goes back to "New …" after a delete, saying so', () => {
    expect(
      run([
        { type: 'picked', id: 4 },
        { type: 'deleted', message: 'Venue deleted' },
      ]),
    ).toMatchObject({
      id: 0,
      outcome: { kind: 'success', message: 'Venue deleted' },
    });
  });

  it('remembers "Active … only" across picks', () => {
    expect(
      run([
        { type: 'activeOnly', activeOnly: false },
        { type: 'picked', id: 2 },
      ]).activeOnly,
    ).toBe(false);
  });
});

describe('records that belong to another (a venue’s events)', () => {
  const venue = (events: MasterDetailEvent[]) => selectionOf(run(events));

  it('changes the selection when the owner is picked (again), added or deleted, not when it is saved again', () => {
    const picked = venue([{ type: 'picked', id: 4 }]);
    expect(
      venue([
        { type: 'picked', id: 4 },
        { type: 'picked', id: 4 },
      ]),
    ).not.toBe(picked);
    expect(
      venue([
        { type: 'picked', id: 4 },
        { type: 'saved', id: 4, message: 'Venue updated' },
      ]),
    ).toBe(picked);
    expect(
      venue([
        { type: 'picked', id: 0 },
        { type: 'saved', id: 9, message: 'Venue added' },
      ]),
    ).not.toBe(venue([{ type: 'picked', id: 0 }]));
    expect(
      venue([
        { type: 'picked', id: 4 },
        { type: 'deleted', message: 'Venue deleted' },
      ]),
    ).not.toBe(picked);
  });

  it('starts over, with nothing selected and no outcome, when the owner’s selection changes', () => {
    const events = masterDetailStep(
      masterDetailStep(initialMasterDetail(true, 'v1'), ['v1', { type: 'picked', id: 7 }]),
      ['v1', { type: 'saved', id: 7, message: 'Event updated' }],
    );
    expect(under(events, 'v1')).toBe(events);
    const moved = under(events, 'v2');
    expect(moved).toMatchObject({ id: 0, outcome: null, within: 'v2' });
    expect(formKeyOf(moved)).not.toBe(formKeyOf(events));
    // The next step keeps the reset and applies the event on top of it.
    expect(masterDetailStep(events, ['v2', { type: 'activeOnly', activeOnly: false }])).toMatchObject({
      id: 0,
      activeOnly: false,
      within: 'v2',
    });
  });
});
