/** One series of a chart: its name in the legend and its colour (any CSS colour, e.g. `var(--brand-primary)`). */
export interface ChartSeries {
  label: string;
  colour: string;
}

/** The series' names beside their colour swatches, centred under the drawing. */
export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-gray-800 dark:text-gray-200">
      {series.map((entry) => (
        <li key={entry.label} className="flex items-center gap-1.5">
          <span className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: entry.colour }} />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
