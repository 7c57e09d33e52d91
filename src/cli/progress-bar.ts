/**
 * A one-line progress bar on stderr (no progress library is installed): redrawn in place on
 * a terminal, a line per tenth otherwise (logs, CI), so output redirected to a file stays short.
 */
export function progressBar(
  label: string,
  stream: NodeJS.WriteStream = process.stderr,
): (done: number, total: number) => void {
  const width = 30;
  let lastTenth = -1;
  const started = Date.now();
  return (done, total) => {
    const share = total > 0 ? done / total : 1;
    const filled = Math.round(share * width);
    const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${Math.floor(share * 100)}% ${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (stream.isTTY) {
      stream.write(`\r${line}${done >= total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth !== lastTenth || done >= total) stream.write(`${line}\n`);
    lastTenth = tenth;
  };
}
