import { useEffect, useLayoutEffect, useState } from 'react';
import { type ColumnWidths, columnsGivingWay, type ListColumn } from './column-fit';

interface Measured {
  // The width the table has to show itself in.
  room: number;
  widths: ColumnWidths;
}

// The table's columns at their narrowest, each heading and cell whole: a table
// asked to be min-content wide draws every column at its least width. Read and
// put back before the browser paints, so nothing of it is ever seen.
function measure(box: HTMLElement): Measured | null {
  const root = box.querySelector<HTMLElement>('.mantine-datatable');
  const table = root?.querySelector('table');
  if (!root || !table) return null;
  const width = table.style.width;
  table.style.width = 'min-content';
  const widths: Record<string, number> = {};
  for (const heading of table.querySelectorAll<HTMLElement>('thead th[data-accessor]')) {
    widths[heading.dataset.accessor ?? ''] = heading.getBoundingClientRect().width;
  }
  table.style.width = width;
  return { room: root.clientWidth, widths };
}

const close = (one: number | undefined, other: number | undefined) =>
  one !== undefined && other !== undefined && Math.abs(one - other) < 1;

function sameMeasure(one: Measured, other: Measured) {
  const names = new Set([...Object.keys(one.widths), ...Object.keys(other.widths)]);
  return close(one.room, other.room) && [...names].every((name) => close(one.widths[name], other.widths[name]));
}

// Which columns give way (column-fit.ts) in the table drawn inside `box`,
// measured again whenever the table is drawn anew or it or its room changes
// size. A column left out keeps the width it was last measured at.
export function useColumnFit<Row>(columns: ListColumn<Row>[], drawn: unknown) {
  // The box is drawn only at desktop width: held in state, the observer follows it in and out.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [measured, setMeasured] = useState<Measured>({ room: 0, widths: {} });
  const [resized, setResized] = useState(0);
  const left = columnsGivingWay(columns as ListColumn<unknown>[], measured.room, measured.widths);
  const leftNames = [...left].join();

  // biome-ignore lint/correctness/useExhaustiveDependencies: each is a reason to measure again
  useLayoutEffect(() => {
    const now = box && measure(box);
    if (!now) return;
    setMeasured((before) => {
      const next = { room: now.room, widths: { ...before.widths, ...now.widths } };
      return sameMeasure(before, next) ? before : next;
    });
  }, [box, leftNames, drawn, resized]);

  useEffect(() => {
    if (!box) return;
    const observer = new ResizeObserver(() => setResized((count) => count + 1));
    observer.observe(box);
    // Rows growing taller or wider without a new draw of the list (tags arriving under a title).
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [box]);

  return { boxRef: setBox, left };
}
