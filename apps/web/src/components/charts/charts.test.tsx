import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axisTop } from './chart-scale.ts';
import { StackedColumns } from './stacked-columns.tsx';
import { StackedRows } from './stacked-rows.tsx';

const series = [
  { label: 'Corretas', colour: 'rgb(0, 0, 255)' },
  { label: 'Erradas', colour: 'rgb(128, 128, 128)' },
];

describe('axisTop', () => {
  it('rounds the maximum up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 20, 21, 480, 501].map(axisTop)).toEqual([1, 1, 5, 10, 20, 20, 50, 500, 1000]);
  });
});

describe('StackedColumns', () => {
  it('draws each column’s parts as shares of the axis top, with the axis and the legend', () => {
    const { container } = render(
      <StackedColumns
        height={100}
        series={series}
        columns={[
          { key: 'a', label: '14/03', title: '14/03: 6 de 8', values: [6, 2] },
          { key: 'b', label: '15/03', title: '15/03: 1 de 4', values: [1, 3] },
        ]}
      />,
    );
    const first = container.querySelector('[data-column="a"]') as HTMLElement;
    expect(first).toHaveAttribute('title', '14/03: 6 de 8');
    const parts = [...first.children].map((part) => (part as HTMLElement).style.height);
    expect(parts).toEqual(['60%', '20%']);
    expect(container.textContent).toContain('Corretas');
    expect(container.textContent).toContain('14/03');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('StackedRows', () => {
  it('draws each row’s parts as widths on the axis, its name beside it', () => {
    const { container } = render(
      <StackedRows series={series} rows={[{ key: '1', label: 'Retina', title: 'Retina: 7 de 8', values: [7, 1] }]} />,
    );
    const row = container.querySelector('[data-row="1"]') as HTMLElement;
    expect(row).toHaveTextContent('Retina');
    const parts = [...row.querySelectorAll('span > span')].map((part) => (part as HTMLElement).style.width);
    expect(parts).toEqual(['70%', '10%']);
  });
});
