import { CORE_METRICS } from '@/lib/vitals/metrics';
import { DEVICE_NAMES, formatCount } from '@/lib/vitals/format';
import type { RouteRow } from '@/lib/vitals/speed-report';
import { SpeedCell } from './speed-cell';
import { SpeedSection } from './speed-section';

interface SpeedRoutesProps {
  routes: RouteRow[];
}

/**
 * LCP, INP and CLS per page kind (route template) and device, busiest pages first. Each device is a
 * group of rows headed by its name, so the three figures share the whole width of a phone.
 */
export function SpeedRoutes({ routes }: SpeedRoutesProps) {
  return (
    <SpeedSection id="route-speed" title="By page and device">
      {routes.length === 0 && <p className="text-muted">No page has been measured in these days yet.</p>}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {routes.map((row) => (
          <table key={row.route} className="w-full table-fixed rounded-xl bg-ink-900 text-sm">
            <caption className="px-3 pt-3 pb-2 text-left">
              <code className="font-semibold break-all">{row.route}</code>{' '}
              <span className="text-muted">· {formatCount(row.visits)} visits</span>
            </caption>
            <thead className="text-xs text-muted">
              <tr>
                {CORE_METRICS.map((metric) => (
                  <th key={metric} scope="col" className="px-3 py-1 text-left font-normal">
                    {metric} p75
                  </th>
                ))}
              </tr>
            </thead>
            {row.devices.map(({ device, cells }) => (
              <tbody key={device} className="border-t border-ink-700">
                <tr>
                  <th
                    scope="rowgroup"
                    colSpan={CORE_METRICS.length}
                    className="px-3 pt-2 text-left font-semibold"
                  >
                    {DEVICE_NAMES[device]}
                  </th>
                </tr>
                <tr className="align-top">
                  {CORE_METRICS.map((metric) => (
                    <td key={metric} className="px-3 pt-1 pb-3">
                      <SpeedCell metric={metric} cell={cells[metric]} />
                    </td>
                  ))}
                </tr>
              </tbody>
            ))}
          </table>
        ))}
      </div>
    </SpeedSection>
  );
}
