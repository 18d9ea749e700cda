import type { QueryPlan } from '../tickets/explain.js';

const kinds: Record<string, string> = {
  tickets: 'ticket',
  stakeholders: 'stakeholder',
  users: 'staff',
  feedback: 'feedback',
  invoices: 'invoice',
};

// Which kind and which step of db/ranked-search.ts a recorded statement is:
// the exact lookup, a walk of the newest rows (the probe of 500, or the walk of
// up to 20,000 to their first 200 matches), the gathering of up to 5,000
// matches to sort, the walk to the newest 200 in list order, or the reading of
// the hits; or the lookup of near spellings, shared by every kind, whose rows
// are then looked for by the same steps.
export function stepOf(text: string) {
  if (text.includes('near_words(')) return { kind: 'spellings', step: 'lookup' };
  const table = /from "(\w+)"/.exec(text)?.[1] ?? '?';
  const kind = kinds[table] ?? table;
  let step = 'exact';
  if (text.includes('newest as materialized')) step = 'newest';
  else if (/ as created_at from /.test(text)) step = 'sort';
  else if (/with (candidates|matches) as materialized/.test(text)) {
    step = /order by [^()]*limit \$\d+\s*\)/.test(text) ? 'walk' : 'gather';
  } else if (/"id" in \(/.test(text)) step = 'hits';
  return { kind, step };
}

export interface StepTime {
  kind: string;
  step: string;
  executionMs: number;
  scans: string[];
}

export const stepsOf = (plans: QueryPlan[]): StepTime[] =>
  plans.map(({ text, executionMs, scans }) => ({ ...stepOf(text), executionMs, scans }));

// One line per scenario: each kind's steps with their warm execution times.
export function formatSteps(scenario: string, plans: QueryPlan[]) {
  const byKind = new Map<string, string[]>();
  for (const { kind, step, executionMs } of stepsOf(plans)) {
    byKind.set(kind, [...(byKind.get(kind) ?? []), `${step} ${executionMs.toFixed(2)}`]);
  }
  const total = plans.reduce((sum, plan) => sum + plan.executionMs, 0);
  const kinds = [...byKind].map(([kind, steps]) => `${kind}: ${steps.join(', ')}`).join(' | ');
  return `  EXPLAIN ${scenario}: ${total.toFixed(1)} ms in ${plans.length} statements — ${kinds}`;
}
