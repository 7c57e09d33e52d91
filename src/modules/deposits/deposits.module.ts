import { Module } from '@nestjs/common';
import { DepositsMergeStep } from './infrastructure/deposits.merge-step.js';

/** Deposits: for now only its part in merging duplicate players (the deposits screens come with their own issue). */
@Module({
  providers: [DepositsMergeStep],
})
export class DepositsModule {}
