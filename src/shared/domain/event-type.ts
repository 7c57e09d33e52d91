/** Event types from product §3.3, shared by recurring events and games. */
export const EventType = {
  Regular: 1,
  Satellite: 2,
  Quarterly: 3,
  Tournament: 4,
  Omaha: 5,
  MiniOnlineGames: 995,
  BigOnlineGames: 996,
  NlopOnlinePlay: 997,
  SemiPro: 998,
  Other: 999,
} as const;
export type EventType = (typeof EventType)[keyof typeof EventType];

export const EVENT_TYPE_NAMES: Record<EventType, string> = {
  1: 'Regular',
  2: 'Satellite',
  3: 'Quarterly',
  4: 'Tournament',
  5: 'Omaha',
  995: 'Mini Online Games',
  996: 'Big Online Games',
  997: 'NLOP Online Play',
  998: 'Semi-Pro',
  999: 'Other',
};

/** Only these may be chosen for new games (product §3.3). */
export const NEW_GAME_EVENT_TYPES: readonly EventType[] = [EventType.Regular, EventType.Satellite, EventType.Quarterly];

export function isEventType(value: number): value is EventType {
  return Object.values(EventType).includes(value as EventType);
}

/** Points screen: types 1 and 5-99 play as Regular games. */
export const playsAsRegular = (eventType: number): boolean =>
  eventType === EventType.Regular || (eventType >= 5 && eventType <= 99);

/** Game detail: below 3 the table shows points, otherwise places. */
export const ranksByPoints = (eventType: number): boolean => eventType < EventType.Quarterly;
