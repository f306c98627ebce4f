// Whether a day is in Ramadan, computed where it is asked (in the browser for the plate and
// the calculator, so static pages stay static): the Umm al-Qura calendar through Intl, in
// Libya's time zone, unless the owners set the month's first and last days (RAMADAN_START,
// RAMADAN_END) because Libya began or ended it a day apart from that calendar.

/** Libya's time zone: the day that counts is the visitor's day in Libya. */
const TIME_ZONE = "Africa/Tripoli";

/** The month's first and last days as set by the owners, "YYYY-MM-DD" each. */
export interface RamadanDays {
  start: string;
  end: string;
}

let hijri: Intl.DateTimeFormat | undefined;
let civil: Intl.DateTimeFormat | undefined;

/** The Islamic (Umm al-Qura) month and day of an instant, in Libya. */
export function hijriDate(at: Date): { year: number; month: number; day: number } {
  hijri ??= new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  });
  const parts = Object.fromEntries(hijri.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: parseInt(parts.year ?? "", 10),
    month: Number(parts.month),
    day: Number(parts.day),
  };
}

/** The civil date of an instant in Libya, "YYYY-MM-DD". */
export function libyaDate(at: Date): string {
  civil ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return civil.format(at);
}

const DAY_MS = 86_400_000;

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/**
 * Whether `at` falls in Ramadan. Days set by the owners decide for any date within 40 days of
 * them (that year's Ramadan and its edges); other years follow the Umm al-Qura calendar.
 */
export function isRamadan(at: Date, set?: RamadanDays): boolean {
  const today = libyaDate(at);
  if (set && daysBetween(today, set.start) <= 40 && daysBetween(set.end, today) <= 40) {
    return set.start <= today && today <= set.end;
  }
  return hijriDate(at).month === 9;
}
