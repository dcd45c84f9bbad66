import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { printTable } from './table';

/**
 * Lighthouse's own simulation of the LCP of the audit that has just run (its pessimistic graph,
 * which the score's LCP averages with the optimistic one): each request and main-thread task it
 * counted, with its simulated start and end. The chain that ends last is what a change must
 * shorten; ADR 0059 found the page's code asked for after the entry this way.
 */
export function printLcpSimulation(title: string): void {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings) return;
  const rows = [...timings]
    .map(([node, timing]) => ({
      what:
        node.type === 'network'
          ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} (${node.request.priority})`
          : 'main-thread task',
      kB: node.type === 'network' ? (node.request.transferSize / 1024).toFixed(1) : '',
      start: Math.round(timing.startTime),
      end: Math.round(timing.endTime),
    }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  console.log(`\n${title}: Lighthouse's simulated LCP graph (ms)`);
  printTable(
    ['start', 'end', 'kB', 'request or task'],
    rows.map((row) => [row.start, row.end, row.kB, row.what]),
  );
}
