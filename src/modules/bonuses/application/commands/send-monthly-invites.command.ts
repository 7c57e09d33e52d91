import { Command } from '@nestjs/cqrs';

/** The 1st of each month's job: last month's monthly invites awarded, and each winner told once. */
export class SendMonthlyInvitesCommand extends Command<{ month: string; sent: number }> {}
