import { axisTop, shareOf } from './chart-scale.ts';
import { ChartLegend, type ChartSeries } from './chart-legend.tsx';

export interface ChartColumn {
  key: string;
  /** The column's name on the axis and in its hover title (e.g. "14/03"). */
  label: string;
  /** What the column shows, in words (its hover title), e.g. "14/03: 9 de 12 questões". */
  title: string;
  /** One value per series, stacked from the bottom in the series' order. */
  values: readonly number[];
}

export interface StackedColumnsProps {
  columns: readonly ChartColumn[];
  series: readonly ChartSeries[];
  /** The drawing's height in pixels: fixed, so nothing moves when the data arrives. */
  height: number;
}

/**
 * A column chart of a short series (a month of days), stacked by series, drawn with plain boxes: no charting
 * library, so no script to fetch nor seconds of main-thread work on a phone. Decoration for assistive
 * technology (hidden): the page's table carries the figures; each column's title shows them on hover.
 */
export function StackedColumns({ columns, series, height }: StackedColumnsProps) {
  const top = axisTop(Math.max(0, ...columns.map((column) => column.values.reduce((sum, value) => sum + value, 0))));
  const edges = [columns[0], columns[Math.floor((columns.length - 1) / 2)], columns.at(-1)];
  const shown = columns.length > 2 ? edges : columns.slice(0, 2);
  return (
    <div aria-hidden="true" className="flex flex-col gap-2" data-chart="stacked-columns">
      <div className="flex gap-1.5">
        <div className="flex flex-col justify-between text-right text-xs tabular-nums" style={{ height }}>
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </div>
        <div
          className="relative flex flex-1 items-end gap-px border-b border-l border-gray-300 dark:border-gray-700"
          style={{ height }}
        >
          <div className="absolute inset-x-0 top-0 border-t border-dashed border-gray-200 dark:border-gray-800" />
          <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-gray-200 dark:border-gray-800" />
          {columns.map((column) => (
            <div
              key={column.key}
              title={column.title}
              className="relative flex h-full min-w-0 flex-1 flex-col-reverse"
              data-column={column.key}
            >
              {column.values.map((value, index) => (
                <div
                  key={series[index]?.label ?? index}
                  className="w-full first:rounded-b-none last:rounded-t-[3px]"
                  style={{ height: shareOf(value, top), backgroundColor: series[index]?.colour }}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className="flex justify-between pl-6 text-xs tabular-nums">
        {shown.map((column, index) => (column ? <span key={`${column.key}-${index}`}>{column.label}</span> : null))}
      </div>
      <ChartLegend series={series} />
    </div>
  );
}
