// The machine facts a figure is meaningless without.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

export const nproc = () => os.availableParallelism();
export const release = () => os.release();

/**
 * CPU time PostgreSQL's processes on this machine have used, in ms (Linux /proc): the live
 * ones' own, plus what the postmaster collected from backends that ended. 0 where /proc is not.
 */
export function postgresCpuMs() {
  const ticksPerMs = 100 / 1000; // USER_HZ, 100 on Linux
  let ticks = 0;
  if (!existsSync('/proc')) return 0;
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  for (const pid of pids) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    if (!/^postgres/.test(stat.slice(open + 1, close))) continue;
    // Fields after the name: state is the 3rd field; utime, stime, cutime, cstime are the 14th-17th.
    const fields = stat.slice(close + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    ticks += utime + stime + cutime + cstime;
  }
  return ticks / ticksPerMs;
}
