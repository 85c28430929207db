/*
 * BENCH_LANTERN_DIR: what Lighthouse's simulation (Lantern) counted into a page's LCP, one file per audit: every
 * request and main-thread task of its optimistic and pessimistic graphs with its simulated start and end. The LCP is
 * the latest end in them, so the file says which request made it (a script queued for a connection, a third party's
 * request before the paint) where the report's own breakdown says only "render delay".
 */
import fs from 'node:fs';
import path from 'node:path';

interface SimulatedNode {
  type: string;
  duration: number;
  request?: { priority: string; transferSize: number; url: string };
  childEvents?: { name: string }[];
}
type NodeTimings = Map<SimulatedNode, { startTime: number; endTime: number }>;

/** The trace events that say what a task did (the rest are its parts). */
const TASK_EVENTS = new Set(['Layout', 'Paint', 'ParseHTML', 'EvaluateScript', 'FunctionCall', 'ResourceSendRequest']);

function describe(node: SimulatedNode): string {
  if (node.request) {
    const { priority, transferSize, url } = node.request;
    return `${priority} ${transferSize} B ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 100)}`;
  }
  const did = [...new Set((node.childEvents ?? []).map((e) => e.name).filter((name) => TASK_EVENTS.has(name)))];
  return `main thread ${Math.round(node.duration / 1000)} ms as observed: ${did.join(', ')}`;
}

/** Writes the LCP graphs of the audit just run (Lantern keeps the last simulation of each kind). */
export async function writeLcpGraphs(dir: string, url: string): Promise<void> {
  // The module Lighthouse itself imports, so its record of the last simulations is the one read here.
  const lantern = (await import('@paulirish/trace_engine/models/trace/lantern/lantern.js' as string)) as {
    Simulation: { Simulator: { allNodeTimings: Map<string, NodeTimings> } };
  };
  const lines: string[] = [];
  for (const [label, timings] of lantern.Simulation.Simulator.allNodeTimings) {
    if (!/LargestContentfulPaint/.test(label)) continue;
    lines.push(`${label} (start, end in ms)`);
    for (const [node, t] of [...timings].sort((a, b) => a[1].startTime - b[1].startTime))
      lines.push(
        `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${describe(node)}`,
      );
  }
  fs.mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  fs.writeFileSync(path.join(dir, `${name}-${Date.now()}.txt`), `${lines.join('\n')}\n`);
}
