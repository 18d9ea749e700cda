import { describe, expect, it } from 'vitest';
import { columnsGivingWay, type ListColumn } from './column-fit';

const columns: ListColumn<unknown>[] = [
  { accessor: 'title' },
  { accessor: 'created_at', givesWay: 1 },
  { accessor: 'reference', givesWay: 2 },
  { accessor: 'status', givesWay: 3 },
  { accessor: 'actions' },
];
const widths = { title: 300, created_at: 200, reference: 100, status: 90, actions: 80 };
const leftOutAt = (room: number) => [...columnsGivingWay(columns, room, widths)];

describe('which columns a narrow table leaves out', () => {
  it('leaves out none while every column fits', () => {
    expect(leftOutAt(770)).toEqual([]);
    expect(leftOutAt(2000)).toEqual([]);
  });

  it('leaves out none before the room is known (first drawn, or no layout at all)', () => {
    expect(leftOutAt(0)).toEqual([]);
  });

  it('leaves out the least important first, and only as many as it must', () => {
    expect(leftOutAt(769)).toEqual(['created_at']);
    expect(leftOutAt(570)).toEqual(['created_at']);
    expect(leftOutAt(569)).toEqual(['created_at', 'reference']);
    expect(leftOutAt(470)).toEqual(['created_at', 'reference']);
    expect(leftOutAt(469)).toEqual(['created_at', 'reference', 'status']);
  });

  it('keeps the main column and the row action even when they alone are wider than the room', () => {
    expect(leftOutAt(200)).toEqual(['created_at', 'reference', 'status']);
  });

  it('counts a column not measured yet as taking no room', () => {
    expect([...columnsGivingWay(columns, 570, { title: 300, created_at: 200, actions: 80 })]).toEqual(['created_at']);
  });
});
