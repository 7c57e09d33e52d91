import { Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { FieldRequiredError, FieldNotValidError } from '../../../shared/domain/validation.errors.js';
import { Access, CurrentUser, Data } from '../../../shared/interface/auth/access.decorator.js';
import {
  ApiImageUpload,
  ImagePathDto,
  readImageUpload,
  sendImage,
} from '../../../shared/interface/images/image-upload.js';
import { RemoveDepositImageCommand } from '../application/commands/remove-deposit-image.command.js';
import { SetDepositImageCommand } from '../application/commands/set-deposit-image.command.js';
import { GetDepositImageQuery } from '../application/queries/get-deposit-image.query.js';

const OWN_ONLY = { hostMode: true, ownOnly: true } as const;

/** The served address of a deposit image. */
export const depositImageURL = (name: string): string => `/v1/deposit/image/${name}`;

/** Deposit images (product §3.5, §7): hosts in host mode for their own deposits; admins and up any. */
@ApiTags('deposits')
@Controller('v1')
export class DepositImagesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('deposit/image')
  @HttpCode(200)
  @Access(UserType.Host, OWN_ONLY)
  @ApiImageUpload({ depositID: { type: 'integer', description: 'The deposit the image is for (saved first)' } })
  @ApiOperation({
    summary: "Upload a deposit's image (replaces the one it had)",
    description:
      'multipart/form-data with one image and `depositID`. jpg, png or gif by content, at most 1 MB; re-encoded (no metadata). Answers `{ message, path }`; the deposit names it as depositImage.',
  })
  async upload(
    @Req() request: FastifyRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<{ message: string; path: string; depositImage: string }> {
    const { bytes, fields } = await readImageUpload(request);
    if (!fields.depositID) throw new FieldRequiredError('depositID', 'Deposit ID');
    const depositID = Number(fields.depositID);
    if (!/^\d{1,9}$/.test(fields.depositID.trim()) || depositID < 1)
      throw new FieldNotValidError('depositID', 'Deposit ID');
    const name = await this.commandBus.execute(new SetDepositImageCommand(depositID, bytes, user));
    return { message: 'Image uploaded', path: depositImageURL(name), depositImage: name };
  }

  @Get('deposit/image/:name')
  @Access(UserType.Host, OWN_ONLY)
  @ApiProduces('image/jpeg', 'image/png', 'image/gif')
  @ApiOperation({ summary: "A deposit's image, for its host and admins and up; 404 for a name no deposit holds" })
  async image(
    @Param('name') name: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const bytes = await this.queryBus.execute(new GetDepositImageQuery(name, user));
    return sendImage(reply, name, bytes, 'private');
  }

  @Delete('table/image')
  @HttpCode(200)
  @Access(UserType.Host, OWN_ONLY)
  @ApiBody({ type: ImagePathDto })
  @ApiOperation({
    summary: "Remove a deposit's image (SPEC's name: DELETE /v1/table/image { path })",
    description: 'The deposit keeps no image and the file is removed. 404 for a path no deposit holds.',
  })
  async remove(@Data() { path }: ImagePathDto, @CurrentUser() user: AuthenticatedUser): Promise<{ message: string }> {
    await this.commandBus.execute(new RemoveDepositImageCommand(path, user));
    return { message: 'Image deleted' };
  }
}
