import type { WeeklyFigures } from '@/lib/inbox/weeks';

interface WeeklyChartProps {
  figures: WeeklyFigures;
}

/** Series colours, told apart by lightness too, on the inbox's dark ground. */
const COLOURS = ['#c6f432', '#60a5fa', '#f472b6', '#fbbf24', '#a78bfa', '#94a3b8'];
const WIDTH = 720;
const HEIGHT = 280;
const PAD = { top: 16, right: 12, bottom: 36, left: 36 };
const GRID_LINES = 4;

const label = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * Leads per week as bars stacked by source, won leads as a white tick on each bar: drawn on the
 * server as SVG (no chart library, no script). The table beside it says the same in words.
 */
export function WeeklyChart({ figures }: WeeklyChartProps) {
  const { weeks, sources } = figures;
  const max = Math.max(1, ...weeks.map((week) => week.total));
  const step = Math.max(1, Math.ceil(max / GRID_LINES));
  const top = step * GRID_LINES;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / weeks.length;
  const barWidth = slot * 0.64;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  return (
    <figure className="grid gap-3">
      {/* A region that scrolls must take focus to be scrolled from the keyboard (axe: scrollable-region-focusable). */}
      <div
        className="-mx-2 overflow-x-auto px-2"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label="Chart, scrolls sideways on a narrow screen"
      >
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby="chart-title"
          className="h-auto w-full min-w-[36rem]"
        >
          <title id="chart-title">
            Leads per week for the last {weeks.length} weeks, by source, with won leads marked
          </title>
          {Array.from({ length: GRID_LINES + 1 }, (_, index) => (
            <g key={index}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(index * step)}
                y2={y(index * step)}
                stroke="#2a2a33"
              />
              <text x={PAD.left - 6} y={y(index * step) + 4} textAnchor="end" fontSize="11" fill="#a8a8b3">
                {index * step}
              </text>
            </g>
          ))}
          {weeks.map((week, index) => {
            const x = PAD.left + index * slot + (slot - barWidth) / 2;
            let base = 0;
            return (
              <g key={week.start}>
                {sources.map((source, sourceIndex) => {
                  const value = week.leads[source] ?? 0;
                  if (value === 0) return null;
                  const rect = (
                    <rect
                      key={source}
                      x={x}
                      y={y(base + value)}
                      width={barWidth}
                      height={y(base) - y(base + value)}
                      fill={COLOURS[sourceIndex % COLOURS.length]}
                    />
                  );
                  base += value;
                  return rect;
                })}
                {week.totalWon > 0 && (
                  <line
                    x1={x - 2}
                    x2={x + barWidth + 2}
                    y1={y(week.totalWon)}
                    y2={y(week.totalWon)}
                    stroke="#f4f4f5"
                    strokeWidth="3"
                  />
                )}
                {index % 2 === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={HEIGHT - PAD.bottom + 16}
                    textAnchor="middle"
                    fontSize="11"
                    fill="#a8a8b3"
                  >
                    {label(week.start)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {sources.map((source, index) => (
            <li key={source} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm"
                style={{ background: COLOURS[index % COLOURS.length] }}
              />
              <bdi dir="auto" className="visitor-text">
                {source}
              </bdi>
            </li>
          ))}
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-fg" />
            Won (a mark at the number won that week)
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
