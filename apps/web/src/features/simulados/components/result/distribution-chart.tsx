import { useEffect, useState } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { loadCharts, type ChartsModule } from '../../../../lib/loaders/index.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { bucketLabel, scoreBucket } from '../../logic/bucket.ts';

/** Below this width ten ranges side by side ("10–19" …) overlap: each label stacks on two lines. */
const narrowChartQuery = '(max-width: 639px)';

/** recharts, loaded on demand (never in the first paint); null while loading or when it failed. */
function useCharts(): { charts: ChartsModule | null; failed: boolean } {
  const [state, setState] = useState<{ charts: ChartsModule | null; failed: boolean }>({ charts: null, failed: false });
  useEffect(() => {
    let alive = true;
    loadCharts().then(
      (charts) => alive && setState({ charts, failed: false }),
      () => alive && setState({ charts: null, failed: true }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/** A range label on two lines ("10–" over "19"), centred under its bar: ten of them fit a phone. */
function StackedTick({ x, y, payload }: TickProps) {
  const [low, high] = String(payload?.value ?? '').split('–');
  return (
    <text x={x} y={y} textAnchor="middle" fill="currentColor" fontSize={11} data-testid="distribution-tick">
      <tspan x={x} dy="0.9em">
        {low}–
      </tspan>
      <tspan x={x} dy="1.15em">
        {high}
      </tspan>
    </text>
  );
}

/** A range label on one line ("10–19"). */
function FlatTick({ x, y, payload }: TickProps) {
  return (
    <text x={x} y={y} dy="0.9em" textAnchor="middle" fill="currentColor" fontSize={11} data-testid="distribution-tick">
      {String(payload?.value ?? '')}
    </text>
  );
}

function Chart({
  charts,
  data,
  mine,
}: {
  charts: ChartsModule;
  data: { label: string; takers: number }[];
  mine: number;
}) {
  const { BarChart, Bar, XAxis, YAxis, Rectangle, ResponsiveContainer, CartesianGrid } = charts;
  const narrow = useMediaQuery(narrowChartQuery);
  return (
    <div aria-hidden="true" className="h-56 w-full text-gray-600 dark:text-gray-300" data-testid="distribution-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} className="stroke-gray-200 dark:stroke-gray-700" />
          <XAxis
            dataKey="label"
            tick={
              narrow ? (props: TickProps) => <StackedTick {...props} /> : (props: TickProps) => <FlatTick {...props} />
            }
            height={narrow ? 36 : 24}
            interval={0}
            tickLine={false}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: 'currentColor', fontSize: 11 }}
            tickLine={false}
            axisLine={false}
          />
          <Bar
            dataKey="takers"
            isAnimationActive={false}
            shape={(props) => (
              <Rectangle
                {...props}
                radius={[4, 4, 0, 0]}
                className={props.index === mine ? 'fill-brand' : 'fill-gray-300 dark:fill-gray-600'}
              />
            )}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * How the takers' scores spread over tenths of 0–100, the learner's tenth highlighted. The chart is decorative;
 * the caption and the table say the same in words.
 */
export function DistributionChart({ distribution, score }: { distribution: number[]; score: number }) {
  const { t } = useTranslation();
  const { charts, failed } = useCharts();
  const mine = scoreBucket(score);
  const data = distribution.map((takers, bucket) => ({ label: bucketLabel(bucket), takers }));
  return (
    <section aria-labelledby="result-distribution" className="flex flex-col gap-3">
      <h2 id="result-distribution" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('simulados.result.distribution')}
      </h2>
      <figure className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
        {charts ? (
          <Chart charts={charts} data={data} mine={mine} />
        ) : failed ? null : (
          <Skeleton className="h-56 w-full" />
        )}
        <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-200">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-sm bg-brand" />
            {t('simulados.result.yourRange', { range: bucketLabel(mine), count: distribution[mine] ?? 0 })}
          </span>
        </figcaption>
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-gray-800 dark:text-gray-100">
            {t('simulados.result.distributionTable')}
          </summary>
          <table className="w-full text-left">
            <thead>
              <tr className="text-gray-600 dark:text-gray-300">
                <th scope="col" className="py-1 font-medium">
                  {t('simulados.result.range')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('simulados.result.takers')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((row, bucket) => (
                <tr key={row.label} className={bucket === mine ? 'font-semibold' : undefined}>
                  <th scope="row" className="py-1 font-normal">
                    {row.label}%{bucket === mine ? ` (${t('simulados.result.you')})` : ''}
                  </th>
                  <td className="py-1 tabular-nums">{row.takers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>
    </section>
  );
}
