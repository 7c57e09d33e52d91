import cliProgress from 'cli-progress';
import { ImportProgress } from '../application/ports/import-progress.js';

/**
 * The import's progress on the terminal: a cli-progress bar per phase with its counts, or,
 * when the output is not a terminal (a log, CI), a count line per tenth of each phase.
 */
export class CliProgressImportProgress extends ImportProgress {
  private bar: cliProgress.SingleBar | null = null;
  private phase = '';
  private total = 0;
  private lastTenth = -1;
  private last = { done: 0, added: 0, skipped: 0 };
  /** The count line written last, so stop() does not write it a second time. */
  private written = '';

  constructor(private readonly stream: NodeJS.WriteStream = process.stdout) {
    super();
  }

  start(phase: string, total: number): void {
    // The same phase again only changes its total (the rebuild and the player sweep learn theirs as they go):
    // stopping it would write its last count again, and the next update once more.
    if (this.phase && phase === this.phase) {
      this.total = total;
      this.bar?.setTotal(total);
      return;
    }
    this.stop();
    this.phase = phase;
    this.total = total;
    this.lastTenth = -1;
    this.last = { done: 0, added: 0, skipped: 0 };
    this.written = '';
    if (this.stream.isTTY) {
      this.bar = new cliProgress.SingleBar(
        {
          format: `${phase.padEnd(38)} [{bar}] {value}/{total} | new {added}, skipped {skipped} | {duration_formatted}`,
          stream: this.stream,
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      );
      this.bar.start(total, 0, { added: 0, skipped: 0 });
    }
  }

  update(done: number, counts: { added: number; skipped: number }): void {
    this.last = { done, ...counts };
    if (this.bar) {
      this.bar.update(done, counts);
      return;
    }
    const tenth = this.total > 0 ? Math.floor((done / this.total) * 10) : 10;
    if (tenth !== this.lastTenth && tenth < 10) this.line();
    this.lastTenth = tenth;
  }

  stop(): void {
    if (this.bar) {
      this.bar.stop();
      this.bar = null;
    } else if (this.phase) {
      this.line();
    }
    this.phase = '';
  }

  log(line: string): void {
    this.stop();
    this.stream.write(`${line}\n`);
  }

  private line(): void {
    const line = `${this.phase}: ${this.last.done}/${this.total} (new ${this.last.added}, skipped ${this.last.skipped})`;
    if (line === this.written) return;
    this.written = line;
    this.stream.write(`${line}\n`);
  }
}

/** No output (tests). */
export class SilentImportProgress extends ImportProgress {
  start(): void {}
  update(): void {}
  stop(): void {}
  log(): void {}
}
