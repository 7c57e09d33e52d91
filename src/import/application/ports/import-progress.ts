/** How the import shows where it is: a bar per phase on a terminal, count lines otherwise. */
export abstract class ImportProgress {
  abstract start(phase: string, total: number): void;
  abstract update(done: number, counts: { added: number; skipped: number }): void;
  abstract stop(): void;
  abstract log(line: string): void;
}
