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

/**
 * CPU time so far of a process and its children (a cluster primary and the servers it forked), ms;
 * null without /proc. A child that exited is in the parent's cutime/cstime (fields 16 and 17).
 */
export function treeCpuMs(pid: number | undefined): number | null {
  const own = cpuMsOf(pid);
  if (own === null) return null;
  let total = own;
  for (const child of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(child)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${child}/stat`, 'utf8').split(') ')[1]?.split(' ');
      if (fields && Number(fields[1]) === pid) total += cpuMsOf(Number(child)) ?? 0;
    } catch {
      // A process that ended between the listing and the read: not one of ours while we measure.
    }
  }
  return total;
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

/** Busy time so far of every core of this machine (/proc/stat: all but idle and iowait), ms; null without /proc. */
export function machineCpuMs(): number | null {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return (user! + nice! + system! + irq! + softirq! + steal!) * 10;
  } catch {
    return null;
  }
}
