/**
 * Where the CPU time goes during a load test: user+system time of this process and its
 * descendants (Postgres backends, PostgREST, the load generator), grouped by program, from
 * /proc. Linux only; elsewhere the snapshots are empty and nothing is reported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** USER_HZ: the unit of utime/stime in /proc/<pid>/stat, 100 on every mainstream Linux build. */
const CLOCK_TICKS_PER_SECOND = 100;

interface ProcessTimes {
  ppid: number;
  comm: string;
  ticks: number;
}

export interface CpuSnapshot {
  at: number;
  processes: Map<number, ProcessTimes>;
  /** Jiffies of the whole machine, all cores together (first line of /proc/stat). */
  machine: MachineTimes | null;
}

function readProcess(pid: number): ProcessTimes | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(open + 1, close);
    // Fields after "(comm) ": state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt
    // cmajflt utime stime …
    const fields = stat
      .slice(close + 2)
      .split(' ')
      .map((field) => Number(field));
    return {
      ppid: fields[1] ?? 0,
      comm,
      ticks: (fields[11] ?? 0) + (fields[12] ?? 0),
    };
  } catch {
    return null; // exited meanwhile, or no /proc
  }
}

interface MachineTimes {
  /** user + nice + system: time of processes, ours or anyone's. */
  processes: number;
  /** irq + softirq: kernel interrupt work, e.g. loopback TCP of every request. */
  interrupts: number;
  /** Time the hypervisor gave to other virtual machines. */
  steal: number;
  total: number;
}

function readMachine(): MachineTimes | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const values = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map((value) => Number(value));
    // user nice system idle iowait irq softirq steal guest guest_nice (guest is inside user)
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
      values;
    const processes = user + nice + system;
    const interrupts = irq + softirq;
    return { processes, interrupts, steal, total: processes + interrupts + steal + idle + iowait };
  } catch {
    return null;
  }
}

/** Times of this process and all its descendants. */
export function cpuSnapshot(): CpuSnapshot {
  const all = new Map<number, ProcessTimes>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    entries = [];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const times = readProcess(Number(entry));
    if (times) all.set(Number(entry), times);
  }
  const mine = new Map<number, ProcessTimes>();
  for (const [pid, times] of all) {
    let current: number | undefined = pid;
    for (let depth = 0; current !== undefined && current > 1 && depth < 20; depth += 1) {
      if (current === process.pid) {
        mine.set(pid, times);
        break;
      }
      current = all.get(current)?.ppid;
    }
  }
  return { at: performance.now(), processes: mine, machine: readMachine() };
}

export interface CpuUse {
  /** Seconds of wall time between the snapshots. */
  wallSeconds: number;
  /** CPU seconds per second (1.0 = one core fully busy), by group. */
  coresByGroup: Record<string, number>;
  /** Share of all cores of the machine that were busy (anything, steal included), 0–1. */
  machineBusy: number | null;
  /**
   * Cores busy with processes that are not this run's: other users of the machine, whose
   * processes may not even be visible here (other containers). Null without /proc/stat.
   */
  otherCores: number | null;
  /** Cores busy with interrupts (irq + softirq), which no process is charged for. */
  interruptCores: number | null;
  /** Cores the hypervisor gave to other virtual machines. */
  stealCores: number | null;
}

/**
 * CPU used between two snapshots, per group. `groupOf` names a process's group; processes
 * that started after `before` count from zero, processes that ended in between are missed.
 */
export function cpuUse(
  before: CpuSnapshot,
  after: CpuSnapshot,
  groupOf: (pid: number, comm: string) => string,
): CpuUse {
  const wallSeconds = (after.at - before.at) / 1000;
  const coresByGroup: Record<string, number> = {};
  for (const [pid, times] of after.processes) {
    const earlier = before.processes.get(pid);
    const ticks = times.ticks - (earlier && earlier.comm === times.comm ? earlier.ticks : 0);
    const group = groupOf(pid, times.comm);
    coresByGroup[group] =
      (coresByGroup[group] ?? 0) + ticks / CLOCK_TICKS_PER_SECOND / Math.max(wallSeconds, 1e-9);
  }
  const ours = Object.values(coresByGroup).reduce((total, cores) => total + cores, 0);
  const cores = os.cpus().length;
  const was = before.machine;
  const now = after.machine;
  if (!was || !now || now.total <= was.total) {
    return {
      wallSeconds,
      coresByGroup,
      machineBusy: null,
      otherCores: null,
      interruptCores: null,
      stealCores: null,
    };
  }
  const total = now.total - was.total;
  const share = (field: keyof MachineTimes) => (now[field] - was[field]) / total;
  const machineBusy = share('processes') + share('interrupts') + share('steal');
  return {
    wallSeconds,
    coresByGroup,
    machineBusy,
    otherCores: Math.max(0, share('processes') * cores - ours),
    interruptCores: share('interrupts') * cores,
    stealCores: share('steal') * cores,
  };
}
