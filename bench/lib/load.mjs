// Load generation: autocannon for throughput and latency; a small client of its own for the pass in
// which one request in ten is aborted mid-flight.
import autocannon from 'autocannon';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuMs, peakRssMb, resetPeak, rssMb } from './processes.mjs';

export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
  warmupSeconds: 2,
};

function cannon(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: LOAD.connections, duration: seconds, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const sum = (pids, read) => pids.reduce((total, pid) => total + read(pid), 0);

/**
 * req/s, p50 and p99 latency (ms) and, for our servers, the peak RSS during the run and the server's CPU time per
 * request (ms): on a machine shared with other work, CPU per request compares servers where req/s cannot.
 * `pid` is one server or the instances behind nginx (an array: their CPU and RSS added up).
 */
export async function measure({ url, headers = {}, pid }) {
  const pids = [pid ?? []].flat();
  await cannon(url, headers, LOAD.warmupSeconds);
  pids.forEach(resetPeak);
  const cpuBefore = sum(pids, cpuMs);
  const result = await cannon(url, headers, LOAD.seconds);
  return {
    cpuMsPerRequest:
      pids.length && result.requests.total
        ? Number(((sum(pids, cpuMs) - cpuBefore) / result.requests.total).toFixed(2))
        : undefined,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    peakRssMb: pids.length ? Math.round(sum(pids, peakRssMb)) : undefined,
  };
}

/** One GET on its own connection; aborted `abortAfterMs` after it is sent when given. 'done' or 'aborted'. */
function oneRequest(url, headers, abortAfterMs) {
  return new Promise((resolve) => {
    const controller = new AbortController();
    const request = http.get(url, { headers, signal: controller.signal, agent: false }, (response) => {
      response.resume();
      // 'close' comes whether the body ended or the abort cut it off.
      response.on('close', () => resolve(response.complete ? 'done' : 'aborted'));
    });
    request.on('error', () => resolve('aborted'));
    if (abortAfterMs !== undefined) setTimeout(() => controller.abort(), abortAfterMs);
  });
}

/** For `seconds`, `concurrency` clients each sending one request after another; every tenth is aborted 1–20 ms after it is sent. */
export async function loadWithAborts({ url, headers = {}, seconds, concurrency = 16 }) {
  const until = Date.now() + seconds * 1000;
  let sent = 0;
  let aborted = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const index = sent++;
      const abort = index % 10 === 9;
      if (abort) aborted++;
      await oneRequest(url, headers, abort ? 1 + (index % 20) : undefined);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sent, aborted };
}

/**
 * `total` requests, `concurrency` at a time; every tenth is aborted 1–20 ms after it is sent.
 * RSS before the load, its peak, and 10 s after the load show whether memory comes back.
 */
export async function abortPass({ url, headers = {}, pid, total = 3_000, concurrency = 16 }) {
  const before = rssMb(pid);
  resetPeak(pid);
  let next = 0;
  let aborted = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const abort = index % 10 === 9;
      if (abort) aborted++;
      await oneRequest(url, headers, abort ? 1 + (index % 20) : undefined);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const peak = peakRssMb(pid);
  await sleep(10_000);
  const after = rssMb(pid);
  return {
    requests: total,
    aborted,
    rssBeforeMb: Math.round(before),
    rssPeakMb: Math.round(peak),
    rssAfterMb: Math.round(after),
  };
}
