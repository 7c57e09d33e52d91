import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { fieldsOf } from '../../../shared/domain/field-table.js';
import { DepositRepository } from '../application/ports/deposit.repository.js';
import { decimalOf, centsOf, type Deposit } from '../domain/deposit.js';
import { DEPOSIT_FIELDS } from '../domain/deposit.fields.js';

interface DepositSqlRow extends Omit<Deposit, 'depositAmount'> {
  amountCents: number;
}

const SELECT = `select deposit_id as "depositID", host_id as "hostID", title, (deposit_amount * 100)::int as "amountCents", period,
    to_char(deposit_date, 'YYYY-MM-DD') as "depositDate", deposit_image as "depositImage" from deposits`;

const toDeposit = ({ amountCents, ...row }: DepositSqlRow): Deposit =>
  fieldsOf(DEPOSIT_FIELDS, { ...row, depositAmount: amountCents / 100 }) as Deposit;

/** Deposits by SQL: money goes in and out as exact decimal text and whole cents, never through a float column. */
@Injectable()
export class MikroOrmDepositRepository extends DepositRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lock(depositID: number): Promise<Deposit | null> {
    const [row] = await this.em.execute<DepositSqlRow[]>(`${SELECT} where deposit_id = ? for update`, [depositID]);
    return row ? toDeposit(row) : null;
  }

  async save(deposit: Deposit): Promise<Deposit> {
    const values = [
      deposit.hostID,
      deposit.title,
      decimalOf(centsOf(deposit.depositAmount)),
      deposit.period,
      deposit.depositDate,
      deposit.depositImage,
    ];
    const [row] = deposit.depositID
      ? await this.em.execute<DepositSqlRow[]>(
          `update deposits set host_id = ?, title = ?, deposit_amount = ?::numeric, period = ?, deposit_date = ?::date, deposit_image = ? where deposit_id = ?
            returning deposit_id as "depositID"`,
          [...values, deposit.depositID],
        )
      : await this.em.execute<DepositSqlRow[]>(
          `insert into deposits (host_id, title, deposit_amount, period, deposit_date, deposit_image) values (?, ?, ?::numeric, ?, ?::date, ?)
            returning deposit_id as "depositID"`,
          values,
        );
    const [saved] = await this.em.execute<DepositSqlRow[]>(`${SELECT} where deposit_id = ?`, [row!.depositID]);
    return toDeposit(saved!);
  }

  async delete(depositID: number): Promise<void> {
    await this.em.execute('delete from deposit_games where deposit_id = ?', [depositID]);
    await this.em.execute('delete from deposits where deposit_id = ?', [depositID]);
  }

  async findByImage(name: string): Promise<Deposit | null> {
    const [row] = await this.em.execute<DepositSqlRow[]>(`${SELECT} where deposit_image = ?`, [name]);
    return row ? toDeposit(row) : null;
  }

  async setImage(depositID: number, name: string | null): Promise<void> {
    await this.em.execute('update deposits set deposit_image = ? where deposit_id = ?', [name, depositID]);
  }
}
