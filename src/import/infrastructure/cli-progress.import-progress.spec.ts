import { CliProgressImportProgress } from './cli-progress.import-progress.js';

/** A stream that is not a terminal (a log file, CI): the progress writes count lines. */
function logStream(): { stream: NodeJS.WriteStream; lines: () => string[] } {
  let written = '';
  const stream = {
    isTTY: false,
    write: (chunk: string) => {
      written += chunk;
      return true;
    },
  } as unknown as NodeJS.WriteStream;
  return { stream, lines: () => written.split('\n').filter(Boolean) };
}

describe('import progress on a stream that is not a terminal', () => {
  it('writes a line per tenth of a phase and the last count once', () => {
    const { stream, lines } = logStream();
    const progress = new CliProgressImportProgress(stream);
    progress.start('Players', 4);
    for (let done = 1; done <= 4; done += 1) progress.update(done, { added: done, skipped: 0 });
    progress.stop();
    expect(lines()).toEqual([
      'Players: 1/4 (new 1, skipped 0)',
      'Players: 2/4 (new 2, skipped 0)',
      'Players: 3/4 (new 3, skipped 0)',
      'Players: 4/4 (new 4, skipped 0)',
    ]);
  });

  it('writes each line once when a phase is started again to change its total (the rebuild and the player sweep do)', () => {
    const { stream, lines } = logStream();
    const progress = new CliProgressImportProgress(stream);
    progress.start('Standings and invites', 1);
    for (let done = 1; done <= 3; done += 1) {
      progress.start('Standings and invites', 3);
      progress.update(done, { added: done, skipped: 0 });
    }
    progress.stop();
    progress.log('Standings rebuilt');
    expect(lines()).toEqual([
      'Standings and invites: 1/3 (new 1, skipped 0)',
      'Standings and invites: 2/3 (new 2, skipped 0)',
      'Standings and invites: 3/3 (new 3, skipped 0)',
      'Standings rebuilt',
    ]);
  });

  it('writes nothing twice when the last count was already written', () => {
    const { stream, lines } = logStream();
    const progress = new CliProgressImportProgress(stream);
    progress.start('Searching for players without records', 20);
    progress.update(5, { added: 1, skipped: 0 });
    progress.stop();
    expect(lines()).toEqual(['Searching for players without records: 5/20 (new 1, skipped 0)']);
  });
});
