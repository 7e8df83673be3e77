import { describe, expect, it } from 'vitest';
import { spreadOverAreas } from './planner-diagnostic.ts';

const areas = [
  { id: 1, desc: 'Clínica Médica' },
  { id: 2, desc: 'Cirurgia' },
  { id: 3, desc: 'Pediatria' },
];
const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);
const perArea = (picked: ReturnType<typeof spreadOverAreas>) =>
  areas.map((area) => picked.filter((item) => item.area.id === area.id).length);

describe('spreadOverAreas', () => {
  it('takes the áreas in turn, the first ones one more when the size does not divide evenly', () => {
    const candidates = new Map([
      [1, ids(100, 20)],
      [2, ids(200, 20)],
      [3, ids(300, 20)],
    ]);
    const picked = spreadOverAreas(areas, candidates, 20);
    expect(perArea(picked)).toEqual([7, 7, 6]);
    expect(picked.slice(0, 4).map((item) => item.questionId)).toEqual([100, 200, 300, 101]);
  });

  it('gives the turns of an área short of questions to the others, and stops when all run out', () => {
    const candidates = new Map([
      [1, ids(100, 20)],
      [2, ids(200, 2)],
    ]);
    expect(perArea(spreadOverAreas(areas, candidates, 20))).toEqual([18, 2, 0]);
    expect(spreadOverAreas(areas, new Map([[3, ids(300, 3)]]), 20)).toHaveLength(3);
  });

  it('takes a question under two áreas once', () => {
    const candidates = new Map([
      [1, [7, 8]],
      [2, [7, 9]],
    ]);
    expect(spreadOverAreas(areas, candidates, 20).map((item) => [item.area.id, item.questionId])).toEqual([
      [1, 7],
      [2, 9],
      [1, 8],
    ]);
  });
});
