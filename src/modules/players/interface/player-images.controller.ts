import { Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { StoredImages } from '../../../shared/application/images/stored-images.js';
import { ImageNotFoundError } from '../../../shared/domain/image.errors.js';
import { isStoredImageName } from '../../../shared/domain/image-rules.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { FieldNotValidError } from '../../../shared/domain/validation.errors.js';
import { Access, CurrentUser, Data } from '../../../shared/interface/auth/access.decorator.js';
import {
  ApiImageUpload,
  ImagePathDto,
  readImageUpload,
  sendImage,
} from '../../../shared/interface/images/image-upload.js';
import { RemoveProfileImageCommand } from '../application/commands/remove-profile-image.command.js';
import { SetProfileImageCommand, type ProfileImageAnswer } from '../application/commands/set-profile-image.command.js';
import { PROFILE_IMAGES } from '../domain/profile-image.js';

/** Product §7: "Uploads to /v1/player/image; DELETE /v1/player/image {path}"; and the image itself. */
@ApiTags('players')
@Controller('v1/player/image')
export class PlayerImagesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly images: StoredImages,
  ) {}

  @Post()
  @HttpCode(200)
  @Access(UserType.Player, { ownOnly: true })
  @ApiOperation({
    summary: "Upload a player's profile image (multipart): { message, playerID, profileImage, path }",
    description:
      'multipart/form-data with the file (field `image`) and optionally `playerID` (default: the caller). A player sets their own image; ' +
      "Assistant (10) and up those of players below their own level (the Owner anyone's; 403 PLAYER_ABOVE_OWN_LEVEL). The file must be a .jpg, .png or .gif by its content, at most 1048576 bytes; it is re-encoded (no metadata) " +
      "and put in the player's profileImage at once, the image it replaces deleted. Refused: 400 IMAGE_* with field `image`, and nothing is stored.",
  })
  @ApiImageUpload({ playerID: { type: 'integer', description: "Whose image (default: the caller's own)" } })
  async upload(@Req() request: FastifyRequest, @CurrentUser() caller: AuthenticatedUser): Promise<ProfileImageAnswer> {
    const { bytes, fields } = await readImageUpload(request);
    return this.commandBus.execute(new SetProfileImageCommand(caller, playerOf(fields.playerID, caller), bytes));
  }

  @Delete()
  @HttpCode(200)
  @Access(UserType.Player, { ownOnly: true })
  @ApiOperation({
    summary: "Remove a player's profile image: { message, playerID, profileImage: null, path: null }",
    description:
      "`data` = `{ path }` as the upload answered it. A player removes their own; Assistant (10) and up those of players below their own level (the Owner anyone's; 403 PLAYER_ABOVE_OWN_LEVEL). 404 IMAGE_NOT_FOUND when no player has that image.",
  })
  @ApiBody({ type: ImagePathDto })
  remove(@Data() { path }: ImagePathDto, @CurrentUser() caller: AuthenticatedUser): Promise<ProfileImageAnswer> {
    return this.commandBus.execute(new RemoveProfileImageCommand(caller, path));
  }

  @Get(':name')
  @ApiOperation({
    summary: 'A profile image (image/jpeg, image/png or image/gif); public, cached for good (names are never reused)',
  })
  @ApiProduces('image/jpeg', 'image/png', 'image/gif')
  async show(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const bytes = isStoredImageName(name) ? await this.images.read(PROFILE_IMAGES, name) : null;
    if (!bytes) throw new ImageNotFoundError();
    await sendImage(reply, name, bytes);
  }
}

/** The form's playerID text: blank means the caller's own record. */
function playerOf(text: string | undefined, caller: AuthenticatedUser): number {
  if (text === undefined || text.trim() === '') return caller.playerID;
  const playerID = Number(text.trim());
  if (!/^\d{1,9}$/.test(text.trim()) || playerID < 1) throw new FieldNotValidError('playerID', 'Player ID');
  return playerID;
}
