/**
 * CPU time of the processes a benchmark runs, read from Linux's /proc (docs/performance.md "How to measure"): a
 * process with all its descendants (nginx's workers, PostgreSQL's backends), the benchmark process itself, and the
 * whole machine. bench/scale.ts and bench/capacity.ts use it to say which component used the cores.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`; 100 on Linux when getconf is missing). */
export const CLOCK_TICKS = (() => {
  const out = Bun.spawnSync(["getconf", "CLK_TCK"], { stdout: "pipe", stderr: "ignore" }).stdout.toString();
  const ticks = Number(out.trim());
  return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
})();

/** The fields of /proc/<pid>/stat a benchmark needs (times in ticks). */
interface ProcStat {
  ppid: number;
  /** utime + stime: the process's own threads. */
  own: number;
  /** cutime + cstime: children it has waited for (a PostgreSQL backend that ended during a round). */
  reaped: number;
}

/** /proc/<pid>/stat, or null when the process is gone. The command name may hold spaces: fields after its `)`. */
function procStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  // After the name: state(3) ppid(4) … utime(14) stime(15) cutime(16) cstime(17); index = field − 3.
  const at = (field: number) => Number(fields[field - 3] ?? 0);
  return { ppid: at(4), own: at(14) + at(15), reaped: at(16) + at(17) };
}

/** Every live process's parent: pid → ppid. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = procStat(pid);
    if (stat) map.set(pid, stat.ppid);
  }
  return map;
}

/**
 * CPU seconds used so far by `root` and all its live descendants, plus the children `root` has reaped (so a
 * PostgreSQL backend that ended between two readings still counts). 0 when `root` is gone.
 */
export function treeCpuSeconds(root: number, tree: Map<number, number> = parents()): number {
  const rootStat = procStat(root);
  if (!rootStat) return 0;
  let ticks = rootStat.own + rootStat.reaped;
  const members = new Set([root]);
  // Descendants, in as many passes as the tree is deep (a few).
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of tree) {
      if (!members.has(pid) && members.has(ppid)) {
        members.add(pid);
        grew = true;
        ticks += procStat(pid)?.own ?? 0;
      }
    }
  }
  return ticks / CLOCK_TICKS;
}

/** The postmaster's pid of a PostgreSQL data directory (first line of `<dataDir>/postmaster.pid`). */
export function postmasterPid(dataDir: string): number {
  const pid = Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no postmaster pid in ${dataDir}`);
  return pid;
}

/** Busy and total CPU seconds of the whole machine since boot (/proc/stat's `cpu` line, all cores together). */
export function machineCpuSeconds(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const [, ...values] = line.trim().split(/\s+/);
  const n = values.map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  const total = n.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}

/** Resident memory of a process in bytes (/proc/<pid>/status VmRSS), 0 when it is gone. */
export function rssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** A named group of processes whose CPU a benchmark reports: the roots of their trees. */
export interface Component {
  name: string;
  pids: () => number[];
}

/** CPU seconds of each component, of this process (the load generator) and of the machine at one moment. */
export interface CpuReading {
  components: Map<string, number>;
  loadGenerator: number;
  machineBusy: number;
  wallMs: number;
}

/** Reads the CPU seconds of `components` (each the sum of its roots' trees), of this process and of the machine. */
export function readCpu(components: readonly Component[]): CpuReading {
  const tree = parents();
  const usage = process.cpuUsage();
  return {
    components: new Map(
      components.map((c) => [c.name, c.pids().reduce((sum, pid) => sum + treeCpuSeconds(pid, tree), 0)]),
    ),
    loadGenerator: (usage.user + usage.system) / 1e6,
    machineBusy: machineCpuSeconds().busy,
    wallMs: performance.now(),
  };
}

/** CPU seconds used between two readings, per component, with the load generator, the machine and the wall time. */
export interface CpuSpent {
  components: Map<string, number>;
  loadGenerator: number;
  machineBusy: number;
  wallSeconds: number;
}

/** What was used between `before` and `after`. */
export function cpuBetween(before: CpuReading, after: CpuReading): CpuSpent {
  return {
    components: new Map(
      [...after.components].map(([name, seconds]) => [name, seconds - (before.components.get(name) ?? 0)]),
    ),
    loadGenerator: after.loadGenerator - before.loadGenerator,
    machineBusy: after.machineBusy - before.machineBusy,
    wallSeconds: (after.wallMs - before.wallMs) / 1000,
  };
}

/** Adds `more` into `sum` (rounds of the same row). */
export function addSpent(sum: CpuSpent | undefined, more: CpuSpent): CpuSpent {
  if (!sum) return { ...more, components: new Map(more.components) };
  const components = new Map(sum.components);
  for (const [name, seconds] of more.components) components.set(name, (components.get(name) ?? 0) + seconds);
  return {
    components,
    loadGenerator: sum.loadGenerator + more.loadGenerator,
    machineBusy: sum.machineBusy + more.machineBusy,
    wallSeconds: sum.wallSeconds + more.wallSeconds,
  };
}
