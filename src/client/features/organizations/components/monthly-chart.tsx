/**
 * The bar chart of requests opened and resolved per month (docs/product.md "Organisations": what happens in the
 * area), drawn by Chart.js (only the bar parts are registered, so the chunk carries no other chart type). The canvas
 * is an image with a short description; the figures themselves are in the table the page shows under it. Colours
 * come from the theme's tokens (light and dark); no animation when the system asks for reduced motion.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js";
import { useEffect, useRef } from "react";
import { plainText } from "#client/lib/language.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import type { OrganizationStats } from "#shared/schemas/organization-stats.ts";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const s = organizationsCopy.stats;

/** A colour token of the page's current theme. */
function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** The chart of `months`. */
export function MonthlyChart({ months }: { months: OrganizationStats["months"] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const text = token("--color-text");
    const grid = token("--color-border");
    const chart = new Chart(canvas.current, {
      type: "bar",
      data: {
        labels: months.map((row) => row.month),
        datasets: [
          {
            label: plainText(s.opened),
            data: months.map((row) => row.opened),
            backgroundColor: token("--color-primary"),
          },
          {
            label: plainText(s.resolved),
            data: months.map((row) => row.resolved),
            backgroundColor: token("--color-warning-text"),
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? false : undefined,
        scales: {
          x: { ticks: { color: text }, grid: { color: grid } },
          y: { beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
        },
        plugins: { legend: { labels: { color: text } } },
      },
    });
    return () => chart.destroy();
  }, [months]);
  const opened = months.reduce((sum, row) => sum + row.opened, 0);
  const resolved = months.reduce((sum, row) => sum + row.resolved, 0);
  return (
    <div className="org-chart">
      <canvas ref={canvas} role="img" aria-label={s.chartLabel(months.length, opened, resolved)} />
    </div>
  );
}
