import { Controller, Delete, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access, CurrentUser, Data } from '../../../shared/interface/auth/access.decorator.js';
import { Idempotent } from '../../../shared/interface/idempotency/idempotent.decorator.js';
import { CheckInPlayerCommand } from '../application/commands/check-in-player.command.js';
import { RemovePlayerCommand } from '../application/commands/remove-player.command.js';
import { SetPlaceCommand } from '../application/commands/set-place.command.js';
import { SetQuarterlyBuysCommand } from '../application/commands/set-quarterly-buys.command.js';
import { SetSatellitePointsCommand } from '../application/commands/set-satellite-points.command.js';
import type { PointWriteAnswer } from '../domain/point-calls.js';
import { CheckInDto, RemovePlayerDto, SetBuysDto, SetPlaceDto, SetPointsDto } from './points.dto.js';

/** The points screen's explicit writes (Host in host mode); SPEC's body-shape POST /v1/point maps onto them (points-compat.controller.ts). */
@ApiTags('points')
@Controller('v1/point')
export class PointsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('check-in')
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  // A retry of one check-in is the same check-in whatever device time it carries: the first answer stands.
  @Idempotent({ leftOutOfFingerprint: ['scannedAt'] })
  @ApiOperation({
    summary: 'Check a player in, or scan an entry (satellite +10, quarterly next buy)',
    description:
      '`playerID`, or `scan` (a number, {host}/p/{n}, {host}/p?n={n}, the ;... wedge form). A new record has zeros (a quarterly one its first buy-in); ' +
      "on an existing entry: satellite scan (Game hasn't started yet; nothing within 2 minutes; +10, +20 with double points), quarterly next buy (rebuysAllowed, addOnsAllowed), " +
      'else 409 "Player is already checked in". `scannedAt`: when the device recorded it; the arrival time (the record\'s Arrived, the early sign-in rule, ' +
      "a satellite's start and 2-minute rules) when plausible, else the receipt time; both go to the game's History when more than 5 s apart. " +
      "Answers the record, the welcome the monitor shows, and the game's totals.",
  })
  @ApiBody({ type: CheckInDto })
  checkInRoute(@Data() request: CheckInDto, @CurrentUser() user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.checkIn(request, user);
  }

  @Post('place')
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  @Idempotent({ leftOutOfFingerprint: ['scannedAt'] })
  @ApiOperation({ summary: "Set a record's place: 1-8, or 0 / 9999 for none (not for satellites)" })
  @ApiBody({ type: SetPlaceDto })
  placeRoute(@Data() request: SetPlaceDto, @CurrentUser() user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.setPlace(request, user);
  }

  @Post('points')
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  @Idempotent({ leftOutOfFingerprint: ['scannedAt'] })
  @ApiOperation({ summary: "Set a satellite record's points (0-9999)" })
  @ApiBody({ type: SetPointsDto })
  pointsRoute(@Data() request: SetPointsDto, @CurrentUser() user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.setPoints(request, user);
  }

  @Post('buys')
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  @Idempotent({ leftOutOfFingerprint: ['scannedAt'] })
  @ApiOperation({
    summary: "The quarterly Update: a record's chosen buy-in, rebuy and add-on (whole chips; null leaves one as it is)",
  })
  @ApiBody({ type: SetBuysDto })
  buysRoute(@Data() request: SetBuysDto, @CurrentUser() user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.setBuys(request, user);
  }

  @Delete()
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  @Idempotent({ leftOutOfFingerprint: ['scannedAt'] })
  @ApiOperation({ summary: 'Remove a player from a game (their record goes)' })
  @ApiBody({ type: RemovePlayerDto })
  remove(@Data() request: RemovePlayerDto, @CurrentUser() user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.commandBus.execute(new RemovePlayerCommand({ pointID: request.pointID, gameID: request.gameID }, user));
  }

  private checkIn(request: CheckInDto, user: AuthenticatedUser): Promise<PointWriteAnswer> {
    const { gameID, playerID, scan, hostID, rebuysAllowed, addOnsAllowed, scannedAt } = request;
    return this.commandBus.execute(
      new CheckInPlayerCommand(
        {
          gameID,
          playerID: playerID ?? undefined,
          scan: scan ?? undefined,
          hostID: hostID ?? undefined,
          rebuysAllowed: rebuysAllowed ?? false,
          addOnsAllowed: addOnsAllowed ?? false,
          scannedAt: scannedAt ?? undefined,
        },
        user,
      ),
    );
  }

  private setPlace(
    { pointID, place, hostID, gameID }: SetPlaceDto,
    user: AuthenticatedUser,
  ): Promise<PointWriteAnswer> {
    return this.commandBus.execute(new SetPlaceCommand({ pointID, place, hostID: hostID ?? undefined, gameID }, user));
  }

  private setPoints(
    { pointID, points, hostID, gameID }: SetPointsDto,
    user: AuthenticatedUser,
  ): Promise<PointWriteAnswer> {
    return this.commandBus.execute(
      new SetSatellitePointsCommand({ pointID, points, hostID: hostID ?? undefined, gameID }, user),
    );
  }

  private setBuys(
    { pointID, buyIn, reBuy, addOn, hostID, gameID }: SetBuysDto,
    user: AuthenticatedUser,
  ): Promise<PointWriteAnswer> {
    return this.commandBus.execute(
      new SetQuarterlyBuysCommand({ pointID, buyIn, reBuy, addOn, hostID: hostID ?? undefined, gameID }, user),
    );
  }
}
