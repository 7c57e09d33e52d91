import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { SessionCache } from '../../../../shared/application/auth/session-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { assertMayManage, isOwnRecord, playerFor, preparePlayer, type Player } from '../../domain/player.js';
import {
  PlayerNotFoundError,
  PlayerNumberTakenError,
  PossibleDuplicatePlayerError,
  UserNameTakenError,
} from '../../domain/players.errors.js';
import { Clock } from '../../../../shared/application/clock.js';
import { Outbox } from '../../../../shared/application/outbox.js';
import { UserType } from '../../../../shared/domain/user-type.js';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { SecurityLog, type SecurityEvent } from '../../../../shared/application/security-log.js';
import { CurrentPasswordRequiredError, CurrentPasswordWrongError } from '../../domain/account-security.errors.js';
import { EmailChangedEvent } from '../../domain/email-changed.event.js';
import { AccountRepository } from '../ports/account.repository.js';
import { AccountSafeguards } from '../ports/account-safeguards.js';
import { PlayerRepository } from '../ports/player.repository.js';
import { type SavePlayerAnswer, SavePlayerCommand } from './save-player.command.js';

/** Fields other answers show (standings, game points, lists): a change drops their cached answers. */
const SHOWN_ELSEWHERE = ['firstName', 'lastName', 'title', 'playerNumber', 'profileImage'] as const;

/**
 * POST /v1/player (product §3.1, §5, §6): staff add and update players, a player updates
 * their own profile. All of it in one transaction: the checks, the automatic number and
 * the write, so nothing is half saved and two saves cannot take the same number.
 */
@CommandHandler(SavePlayerCommand)
export class SavePlayerHandler implements ICommandHandler<SavePlayerCommand> {
  constructor(
    private readonly players: PlayerRepository,
    private readonly accounts: AccountRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly readCache: ReadCache,
    private readonly safeguards: AccountSafeguards,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly sessionCache: SessionCache,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ input, actor, currentPassword, confirmDuplicate }: SavePlayerCommand): Promise<SavePlayerAnswer> {
    const playerID = input.playerID ?? 0;
    const { saved, changedShown, events } = await this.unitOfWork.run(async () => {
      // Someone else's record (or a new one) needs staff before anything is looked up, so a
      // player cannot learn which ids exist.
      if (!isOwnRecord(actor, playerID)) assertMayManage(actor, null);
      const stored = playerID ? await this.players.findByID(playerID) : null;
      if (playerID && !stored) throw new PlayerNotFoundError();
      const player = preparePlayer(input, stored, actor);
      if (!stored && !confirmDuplicate && player.email) {
        const same = await this.players.findSameNameAndEmail(player.firstName, player.lastName, player.email);
        if (same) throw new PossibleDuplicatePlayerError(same.playerNumber);
      }
      if (player.playerNumber === null) player.playerNumber = await this.players.nextAutomaticNumber();
      else if (await this.players.isPlayerNumberTaken(player.playerNumber, playerID))
        throw new PlayerNumberTakenError();
      if (player.userName && (await this.accounts.isUserNameTaken(player.userName, playerID || undefined)))
        throw new UserNameTakenError();
      if (stored && isOwnRecord(actor, playerID) && changesSignIn(stored, player))
        await this.checkCurrentPassword(actor, currentPassword);
      const saved = await this.players.save(player);
      const events = stored ? await this.secureAccount(stored, saved, actor) : [];
      return {
        saved,
        changedShown: !stored || SHOWN_ELSEWHERE.some((field) => stored[field] !== saved[field]),
        events,
      };
    });
    // Recorded once the change is committed (a refused save records only its refusal).
    for (const event of events) await this.securityLog.record(event);
    if (changedShown) await this.readCache.drop('players');
    const own = isOwnRecord(actor, saved.playerID);
    return {
      message: own ? 'Profile updated' : playerID ? 'Player updated' : 'Player added',
      player: playerFor(actor, saved),
    };
  }

  /** One's own email or userName changes only with one's password (a session alone is not enough), limited like a log-in. */
  private async checkCurrentPassword(actor: AuthenticatedUser, currentPassword: string | null): Promise<void> {
    if (!currentPassword) throw new CurrentPasswordRequiredError();
    const account = await this.accounts.findByID(actor.playerID);
    if (!account) throw new CurrentPasswordWrongError();
    await this.safeguards.verifyCurrentPassword(account, currentPassword, actor, () => new CurrentPasswordWrongError());
  }

  /**
   * In the save's transaction (security review, issue 18): a changed email is told to the old
   * address (outbox); a ban ends every session; a user type below Host forgets the host
   * agreement of every session, so a promotion again asks for it again. Answers the security
   * events to record once committed.
   */
  private async secureAccount(stored: Player, saved: Player, actor: AuthenticatedUser): Promise<SecurityEvent[]> {
    const about = {
      actorID: actor.playerID,
      accountID: saved.playerID,
      address: actor.address ?? null,
      outcome: 'success',
    } as const;
    const events: SecurityEvent[] = [];
    if (!sameText(stored.email, saved.email))
      events.push({
        ...about,
        kind: 'email-changed',
        detail: isOwnRecord(actor, saved.playerID) ? 'by the player' : 'by staff',
      });
    if (!sameText(stored.userName, saved.userName))
      events.push({
        ...about,
        kind: 'user-name-changed',
        detail: isOwnRecord(actor, saved.playerID) ? 'by the player' : 'by staff',
      });
    if (saved.userType !== stored.userType)
      events.push({ ...about, kind: 'role-changed', detail: `userType ${stored.userType} -> ${saved.userType}` });
    if (saved.banned !== stored.banned)
      events.push({ ...about, kind: 'ban', detail: saved.banned ? 'banned' : 'ban lifted' });
    if (stored.email && !sameText(stored.email, saved.email)) {
      const event = new EmailChangedEvent(
        saved.playerID,
        stored.email,
        saved.email,
        !isOwnRecord(actor, saved.playerID),
      );
      await this.outbox.add(EmailChangedEvent, event.toPayload());
    }
    if (saved.banned && !stored.banned) await this.safeguards.endSessionsOf(saved.playerID, this.clock.now());
    if (saved.userType < UserType.Host && stored.userType >= UserType.Host)
      await this.safeguards.forgetHostModeOf(saved.playerID);
    // A new level: kept answers shared per level go by the level the guard checks next (SessionCache).
    if (saved.userType !== stored.userType) this.sessionCache.forgetPlayer(saved.playerID);
    return events;
  }
}

const sameText = (a: string | null | undefined, b: string | null | undefined): boolean =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** Whether a save changes what the account signs in with or where its reset links go. */
const changesSignIn = (stored: Player, player: Player): boolean =>
  !sameText(stored.email, player.email) || !sameText(stored.userName, player.userName);
