import { axisTop, shareOf } from './chart-scale.ts';
import { ChartLegend, type ChartSeries } from './chart-legend.tsx';

export interface ChartRow {
  key: string;
  /** The row's name, left of its bar (cut with an ellipsis when long; the full name in its title). */
  label: string;
  /** What the row shows, in words (its hover title), e.g. "14/03: 9 de 12 questões". */
  title: string;
  /** One value per series, stacked from the left in the series' order. */
  values: readonly number[];
}

/**
 * A horizontal bar per row (a subject), stacked by series, drawn with plain boxes: no charting library.
 * Decoration for assistive technology (hidden): the page's table carries the figures.
 */
export function StackedRows({ rows, series }: { rows: readonly ChartRow[]; series: readonly ChartSeries[] }) {
  const top = axisTop(Math.max(0, ...rows.map((row) => row.values.reduce((sum, value) => sum + value, 0))));
  return (
    <div aria-hidden="true" className="flex flex-col gap-2" data-chart="stacked-rows">
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <li
            key={row.key}
            title={row.title}
            className="grid grid-cols-[7rem_1fr] items-center gap-2 text-xs"
            data-row={row.key}
          >
            <span className="truncate text-right">{row.label}</span>
            <span className="flex h-6 border-l border-gray-300 dark:border-gray-700">
              {row.values.map((value, index) => (
                <span
                  key={series[index]?.label ?? index}
                  className="h-full last:rounded-r-[4px]"
                  style={{ width: shareOf(value, top), backgroundColor: series[index]?.colour }}
                />
              ))}
            </span>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-[7rem_1fr] gap-2 text-xs tabular-nums">
        <span />
        <span className="flex justify-between">
          <span>0</span>
          <span>{top / 2}</span>
          <span>{top}</span>
        </span>
      </div>
      <ChartLegend series={series} />
    </div>
  );
}
