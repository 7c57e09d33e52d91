/** Runs work in one database transaction: all of it is saved, or none. */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
