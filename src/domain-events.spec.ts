import { InvitesRebuildRequestedEvent } from './modules/bonuses/domain/invites-rebuild-requested.event.js';
import { GameChangedEvent } from './modules/games/domain/game-changed.event.js';
import { StandingsRebuildRequestedEvent } from './modules/leaderboards/domain/standings-rebuild-requested.event.js';
import { CardRequestedEvent } from './modules/players/domain/card-requested.event.js';
import { EmailChangedEvent } from './modules/players/domain/email-changed.event.js';
import { PlayersMergedEvent } from './modules/players/domain/player-merge.js';
import { SecurityNoticeEvent } from './modules/accounts/domain/security-notice.event.js';
import { EndedGameEditedEvent } from './modules/points/domain/ended-game-edited.event.js';
import { GameEndedEvent } from './modules/points/domain/game-ended.event.js';
import { SeriesSavedEvent } from './modules/venues/domain/series-saved.event.js';

/** What the outbox gives back: the payload as JSON stored it. */
const stored = (payload: Record<string, unknown>): Record<string, unknown> => ({
  ...JSON.parse(JSON.stringify(payload)),
  outboxID: '41',
});

const gameAt = new Date('2026-03-06T03:00:00.000Z');

describe('domain events read back what their publishers wrote', () => {
  it.each([
    [
      'GameEnded',
      GameEndedEvent,
      new GameEndedEvent(
        { gameID: 7, venueID: 2, eventID: null, eventType: 1, gameAt },
        new Date('2026-03-06T06:10:00.000Z'),
        true,
      ),
    ],
    [
      'EndedGameEdited',
      EndedGameEditedEvent,
      new EndedGameEditedEvent({ gameID: 7, venueID: null, eventID: 4, gameAt }),
    ],
    ['GameChanged', GameChangedEvent, new GameChangedEvent(7, { venueID: 2, eventID: 4, gameAt }, null)],
    ['EventSaved', SeriesSavedEvent, new SeriesSavedEvent(4)],
    ['CardRequested', CardRequestedEvent, new CardRequestedEvent(9)],
    ['EmailChanged', EmailChangedEvent, new EmailChangedEvent(3, 'old@example.com', null, true)],
    [
      'SecurityNotice',
      SecurityNoticeEvent,
      new SecurityNoticeEvent(3, 'second-step-locked', '2026-03-06T06:10:00.000Z', 900),
    ],
    ['StandingsRebuildRequested', StandingsRebuildRequestedEvent, new StandingsRebuildRequestedEvent()],
    ['InvitesRebuildRequested', InvitesRebuildRequestedEvent, new InvitesRebuildRequestedEvent()],
  ] as const)('%s', (type, kind, event) => {
    expect(kind.type).toBe(type);
    expect(kind.fromPayload(stored(event.toPayload()))).toEqual(event);
  });

  it('PlayersMerged, as its subscribers read it', () => {
    const merged = new PlayersMergedEvent(
      { mergeID: 5, survivorID: 3, duplicateID: 8 },
      [
        { venueID: 2, eventID: null, gameAt: '2026-03-06T03:00:00.000Z', ended: true },
        { venueID: 2, eventID: null, gameAt: '2027-01-08T03:00:00.000Z', ended: false },
      ],
      [{ gameAt: '2025-12-05T03:00:00.000Z' }],
    );
    expect(PlayersMergedEvent.fromPayload(stored(merged.toPayload()))).toEqual({
      mergeID: 5,
      survivorID: 3,
      duplicateID: 8,
      endedGames: [{ venueID: 2, eventID: null, gameAt }],
      gameTimes: [new Date('2025-12-05T03:00:00.000Z'), gameAt, new Date('2027-01-08T03:00:00.000Z')],
    });
  });

  it('refuse a payload that is not theirs', () => {
    for (const kind of [
      GameEndedEvent,
      EndedGameEditedEvent,
      GameChangedEvent,
      SeriesSavedEvent,
      CardRequestedEvent,
      EmailChangedEvent,
      SecurityNoticeEvent,
      PlayersMergedEvent,
    ]) {
      expect(kind.fromPayload({ gameID: 'seven', gameAt: 'yesterday' })).toBeNull();
    }
  });
});
