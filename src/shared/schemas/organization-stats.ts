/**
 * The figures of an organisation's area (docs/product.md "Organisations": what happens in the area;
 * docs/api.md "Organisations"): requests opened and resolved per month, the median time to the first answer and to
 * resolution, by category, and the members the organisation checked with the hours they gave. REST
 * `GET /api/organizations/{id}/stats` (JSON) and `…/stats.csv` (UTF-8 with a BOM, for Excel).
 */
import { z } from "zod";
import { organizationsCopy } from "../copy/organizations.ts";
import { isCalendarDate, todayInJapan } from "../dates.ts";
import { requiredId, textField } from "./fields.ts";

const s = organizationsCopy.stats;

/** The longest period one answer covers (days): three years of months. */
export const STATS_MAX_DAYS = 3 * 366;

/** A date YYYY-MM-DD (Japan), or absent. */
const dateField = (label: string) =>
  z.preprocess(
    (value: string | null | undefined) => (value === "" || value === null ? undefined : value),
    textField(label, { max: 10, messages: { type: s.dateInvalid } })
      .refine(isCalendarDate, s.dateInvalid)
      .optional(),
  );

/** The first day of the month eleven months before `today`: a year of whole months ending this month. */
function yearAgo(today: string): string {
  const [year = 0, month = 1] = today.split("-").map(Number);
  const start = new Date(Date.UTC(year, month - 12, 1));
  return start.toISOString().slice(0, 10);
}

/**
 * `{id, from?, to?}`: both days included, in Japan's calendar; by default the last twelve months (this one
 * included) up to today. `to` before `from`, or more than three years, is a Japanese 422.
 */
export const ZOrganizationStatsInput = z
  .object({
    id: requiredId(organizationsCopy.fields.id),
    from: dateField(s.fields.from),
    to: dateField(s.fields.to),
  })
  .transform((input) => {
    const to = input.to ?? todayInJapan();
    return { id: input.id, from: input.from ?? yearAgo(to), to };
  })
  .refine(
    (input) =>
      input.from <= input.to &&
      (Date.parse(`${input.to}T00:00:00Z`) - Date.parse(`${input.from}T00:00:00Z`)) / 86_400_000 <=
        STATS_MAX_DAYS,
    { path: ["to"], message: s.rangeInvalid },
  );
export type TOrganizationStatsData = z.output<typeof ZOrganizationStatsInput>;

/** Requests opened and resolved, with their medians: minutes to the first answer, hours to resolution (null: none). */
const ZCounts = {
  opened: z.number().int(),
  resolved: z.number().int(),
  median_first_answer_minutes: z.number().nullable(),
  median_resolution_hours: z.number().nullable(),
};

export const ZOrganizationStats = z.object({
  organization: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  /** The area counted: the organisation's prefecture (requests do not carry a municipality yet). */
  region: z.object({ id: z.number().int(), name: z.string() }),
  totals: z.object({ ...ZCounts, hours_given: z.number() }),
  /** Every month of the period, oldest first (`2026-04`), months without requests included. */
  months: z.array(z.object({ month: z.string(), ...ZCounts })),
  /** Top-level categories with requests in the period, most requests first. */
  categories: z.array(
    z.object({ category: z.object({ id: z.number().int(), name: z.string() }), ...ZCounts }),
  ),
  /** The members the organisation checks now, with what they did in the period: most hours first. */
  helpers: z.array(
    z.object({
      user: z.object({ id: z.number().int(), name: z.string() }),
      vouched_at: z.string(),
      resolved: z.number().int(),
      hours: z.number(),
    }),
  ),
});
export type OrganizationStats = z.infer<typeof ZOrganizationStats>;

/** The CSV answer: its file name and text (BOM first). */
export const ZOrganizationStatsCsv = z.object({ filename: z.string(), content: z.string() });
export type OrganizationStatsCsv = z.infer<typeof ZOrganizationStatsCsv>;
