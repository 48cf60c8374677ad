// Reads a Chrome trace (Playwright's browser.startTracing) and says what one page load cost the renderer's main
// thread: the sum of its top-level tasks, split by when they ran (before the load event, in the 1,000 ms after it,
// from then on: the route prefetch), the longest task, and the JavaScript samples' self time by script.

/** The trace categories the summary reads: tasks, the load mark, and V8's sampling profiler. */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

const ms = (us) => us / 1000;

/**
 * The main thread (pid:tid) of each renderer that parsed a page from the server: Chromium's own pages (a new tab's
 * chrome:// resources) run in renderers of their own and are left out.
 */
function rendererMainThreads(events) {
  const pagePids = new Set(
    events.filter((e) => e.name === 'ParseHTML' && /^https?:/.test(e.args?.beginData?.url ?? '')).map((e) => e.pid),
  );
  return new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .filter((e) => pagePids.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  );
}

/** Top-level tasks only: a task inside another (nested message loops) is part of its parent's time. */
function topLevelTasks(events, threads) {
  const tasks = events
    .filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 0)
    .filter((e) => threads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts);
  const top = [];
  for (const task of tasks) {
    const last = top.at(-1);
    if (last && last.pid === task.pid && last.tid === task.tid && task.ts < last.ts + last.dur) continue;
    top.push(task);
  }
  return top;
}

/** Self time (ms) per script URL from the V8 sampling profiler's chunks in the trace. */
function scriptSelfTime(events, threads) {
  const byUrl = new Map();
  const nodes = new Map();
  // The profiler writes its chunks from its own thread: the renderer's process is what ties them to the page.
  const pids = new Set([...threads].map((thread) => Number(thread.split(':')[0])));
  for (const e of events.filter((event) => event.name === 'ProfileChunk' && pids.has(event.pid))) {
    const data = e.args?.data?.cpuProfile;
    for (const node of data?.nodes ?? []) nodes.set(`${e.pid}:${e.id}:${node.id}`, node.callFrame);
    const samples = data?.samples ?? [];
    const deltas = e.args?.data?.timeDeltas ?? [];
    samples.forEach((sample, i) => {
      const frame = nodes.get(`${e.pid}:${e.id}:${sample}`);
      // (idle) is the thread waiting; (program) is native work outside JavaScript, counted in the tasks already.
      if (['(idle)', '(program)', '(root)'].includes(frame?.functionName ?? '')) return;
      const url = frame?.url || `(${frame?.functionName || 'native'})`;
      byUrl.set(url, (byUrl.get(url) ?? 0) + ms(deltas[i + 1] ?? deltas[i] ?? 0));
    });
  }
  return byUrl;
}

/**
 * CPU time (ms) by what each task ran first inside it: EvaluateScript (a script's first run: the chunks' modules),
 * FunctionCall and v8.callFunction (callbacks: React's scheduler, hydration, the router), ParseHTML, layout and paint,
 * TimerFire (setTimeout: the prefetch), and so on.
 */
function workByKind(events, tasks) {
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  for (const list of byThread.values()) list.sort((a, b) => a.ts - b.ts);
  const kinds = new Map();
  for (const task of tasks) {
    const inside = (byThread.get(`${task.pid}:${task.tid}`) ?? []).filter(
      (e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur,
    );
    // The task's own children: events not inside an earlier child.
    let covered = 0;
    let childCpu = 0;
    for (const e of inside) {
      if (e.ts < covered) continue;
      covered = e.ts + (e.dur ?? 0);
      const time = e.tdur ?? e.dur ?? 0;
      childCpu += time;
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + time);
    }
    const rest = (task.tdur ?? task.dur) - childCpu;
    if (rest > 0) kinds.set('(in the task itself)', (kinds.get('(in the task itself)') ?? 0) + rest);
  }
  return Object.fromEntries(
    [...kinds].map(([name, time]) => [name, Math.round(ms(time))]).filter(([, time]) => time > 0),
  );
}

/** Main-thread time of one load: total, by phase, the longest task, and script self time by URL. */
export function summarizeTrace(trace) {
  const events = trace.traceEvents ?? trace;
  const threads = rendererMainThreads(events);
  const tasks = topLevelTasks(events, threads);
  const load = events.find((e) => e.name === 'MarkLoad' && threads.has(`${e.pid}:${e.tid}`))?.ts;
  // tdur is the thread's CPU time in the task; dur, the wall time, also counts the time the thread waited for a core
  // (on a shared machine, most of it).
  const cpu = (task) => task.tdur ?? task.dur;
  const sum = (list) => Math.round(ms(list.reduce((total, task) => total + cpu(task), 0)));
  const before = load === undefined ? tasks : tasks.filter((t) => t.ts < load);
  const afterDelay = load === undefined ? [] : tasks.filter((t) => t.ts >= load + 1_000_000);
  return {
    totalMs: sum(tasks),
    toLoadMs: sum(before),
    loadToDelayMs: sum(tasks.filter((t) => !before.includes(t) && !afterDelay.includes(t))),
    afterDelayMs: sum(afterDelay),
    longestTaskMs: Math.round(ms(Math.max(0, ...tasks.map(cpu)))),
    longTasksOver50Ms: tasks.filter((t) => cpu(t) > 50_000).length,
    // The route prefetch's share: its longest task says whether it ever blocks a tap.
    longestAfterDelayMs: Math.round(ms(Math.max(0, ...afterDelay.map(cpu)))),
    kinds: workByKind(events, tasks),
    scripts: Object.fromEntries([...scriptSelfTime(events, threads)].map(([url, time]) => [url, Math.round(time)])),
  };
}

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
