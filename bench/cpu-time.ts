import { readFileSync } from 'node:fs';

// Linux counts CPU time in clock ticks of 1/100 s (USER_HZ) in /proc.
const TICK_MS = 10;

/** CPU time a process (all its threads) has used so far, in milliseconds. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces: the fields counted from after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** CPU time the whole machine has been busy so far (every core, not idle nor waiting), in milliseconds. */
export function machineBusyMs(): number {
  const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const n = ticks.map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return (n.reduce((a, b) => a + b, 0) - idle) * TICK_MS;
}

/** The bench's own process (load client and SMTP server), in milliseconds. */
export function ownCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
