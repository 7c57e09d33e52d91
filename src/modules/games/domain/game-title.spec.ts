import { EventType } from '../../../shared/domain/event-type.js';
import { displayGameTitle, findTitleModifier, resolveGameTitle, titleModifiers } from './game-title.js';
import { TitleHasModifierError } from './games.errors.js';

describe('resolveGameTitle', () => {
  it('uses the venue when the title is blank', () => {
    expect(resolveGameTitle('', 'The Tavern')).toBe('The Tavern');
    expect(resolveGameTitle('   ', 'The Tavern')).toBe('The Tavern');
    expect(resolveGameTitle(null, 'The Tavern')).toBe('The Tavern');
  });
  it('keeps its own title, trimmed', () =>
    expect(resolveGameTitle(' Friday Night Poker ', 'The Tavern')).toBe('Friday Night Poker'));
  it.each([
    ['Tavern Quarterly', 'Quarterly'],
    ['Tavern - CANCELED', 'Canceled'],
    ['Cancelled tonight', 'Canceled'],
    ['Satellites at the Tavern', 'Satellite'],
    ['Omaha Night', 'Omaha'],
    ['Double Points Friday', 'Double Points'],
    ['double-points friday', 'Double Points'],
  ])('refuses %j, which contains %s', (title, modifier) =>
    expect(() => resolveGameTitle(title, 'The Tavern')).toThrow(new TitleHasModifierError(modifier)),
  );
  it('does not mind a modifier inside another word', () => expect(findTitleModifier('Omahawk Saloon')).toBeNull());
  it('does not check the venue name it falls back to', () =>
    expect(resolveGameTitle('', 'Omaha Steakhouse')).toBe('Omaha Steakhouse'));
});

describe('displayGameTitle', () => {
  const game = {
    title: 'Friday Poker',
    venueName: 'The Tavern',
    eventType: EventType.Regular,
    doublePoints: false,
    canceled: false,
  };
  it('shows a plain game as its title', () => expect(displayGameTitle(game)).toBe('Friday Poker'));
  it('falls back to the venue', () => expect(displayGameTitle({ ...game, title: '' })).toBe('The Tavern'));
  it.each([
    [{ canceled: true }, 'Friday Poker (Canceled)'],
    [{ eventType: EventType.Satellite }, 'Friday Poker (Satellite)'],
    [{ eventType: EventType.Quarterly }, 'Friday Poker (Quarterly)'],
    [{ eventType: EventType.Omaha }, 'Friday Poker (Omaha)'],
    [{ doublePoints: true }, 'Friday Poker (Double Points)'],
    [{ eventType: EventType.Tournament }, 'Friday Poker'],
    [
      { canceled: true, eventType: EventType.Satellite, doublePoints: true },
      'Friday Poker (Canceled, Satellite, Double Points)',
    ],
  ])('marks %j', (flags, title) => expect(displayGameTitle({ ...game, ...flags })).toBe(title));
  it('lists markers in order', () =>
    expect(titleModifiers({ eventType: EventType.Omaha, doublePoints: true, canceled: true })).toEqual([
      'Canceled',
      'Omaha',
      'Double Points',
    ]));
});
