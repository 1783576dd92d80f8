import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kind } from './requests';

/** What one run of the hostile suite measured. */
export interface Figures {
  backend: string;
  seed: number;
  requests: number;
  operations: number;
  seconds: number;
  serverErrors: number;
  refusedWritesChecked: number;
  byOperation: Map<string, { total: number; refused: number }>;
  byKind: Map<Kind, number>;
  byStatus: Map<string, number>;
}

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/security.md');
const START = '<!-- hostile-figures:start -->';
const END = '<!-- hostile-figures:end -->';

const number = (value: number) => value.toLocaleString('en-US');

function tableOf(figures: Figures): string {
  const lines = [
    `**${figures.backend}**, seed ${figures.seed}: ${number(figures.requests)} requests over ${figures.operations} operations in ${figures.seconds.toFixed(1)} s; 5xx: ${figures.serverErrors}; refused writes checked for stored rows: ${number(figures.refusedWritesChecked)}.`,
    '',
    `Statuses: ${[...figures.byStatus]
      .sort()
      .map(([status, count]) => `${status} ${number(count)}`)
      .join(', ')}. ` +
      `Kinds: ${[...figures.byKind]
        .sort()
        .map(([kind, count]) => `${kind} ${number(count)}`)
        .join(', ')}.`,
    '',
    '| operation | requests | refused (4xx) |',
    '|---|---:|---:|',
    ...[...figures.byOperation]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, { total, refused }]) => `| ${id} | ${number(total)} | ${number(refused)} |`),
  ];
  return lines.join('\n');
}

/** Writes the figures between the markers of docs/security.md (`pnpm test:security` only). */
export async function writeFigures(runs: Figures[]): Promise<void> {
  const doc = await readFile(DOC, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/security.md sem os marcadores ${START} e ${END}`);
  const body = runs.map(tableOf).join('\n\n');
  await writeFile(DOC, `${doc.slice(0, start + START.length)}\n${body}\n${doc.slice(end)}`);
}
