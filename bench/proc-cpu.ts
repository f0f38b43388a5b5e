import fs from 'node:fs';

/** CPU time so far of one process (all its threads), ms, from /proc (Linux); null elsewhere. */
export function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime (fields 14 and 15 of stat), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** CPU time so far of every PostgreSQL process on this machine (the bench's loopback server), ms; null without /proc. */
export function postgresCpuMs(): number | null {
  let total = 0;
  try {
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      // utime, stime, and cutime + cstime: a backend that ended is counted in its parent's (the postmaster's).
      const fields = stat.split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
    }
  } catch {
    return null;
  }
  return total;
}
