import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

/** Every built account's password. */
export const TEST_PASSWORD = 'test-league-1';

/** What a builder needs: the app's URL (to log in) and a database connection. */
export interface BuildTarget {
  readonly url: string;
  readonly orm: MikroORM;
}

let sequence = 0;
/** A number no other builder call in this process has used: keeps defaults unique. */
export const nextNumber = (): number => ++sequence;

/** Runs `work` in its own transaction on a fresh entity manager. */
export const inTransaction = <T>(target: BuildTarget, work: (em: EntityManager) => Promise<T>): Promise<T> =>
  target.orm.em.fork().transactional(work);
