import Papa from 'papaparse';

import { writeLocalNumber } from '@/lib/loads/parse-number';
import type { ESCORTS, PERMITS } from '@/lib/shipments/heavy-load';
import type { HistoryEntry, Position } from '@/lib/shipments/history';
import { ADMIN_LANGUAGE } from '#common/languages';

import { type Shipment, shipmentSchema } from './api/shipment-schemas';

/** Every column of a shipment (SPEC §3), in the order of the export: the row schema's. */
export const CSV_FIELDS = shipmentSchema.keyof().options;
export type CsvField = (typeof CSV_FIELDS)[number];

/** What the file says in the staff's words: the header row, and a permit's and an escort's state. */
export interface CsvTexts {
  labels: Record<CsvField, string>;
  /** As the form names them: "Aprobată", "Două mașini de însoțire". */
  permits: Record<(typeof PERMITS)[number], string>;
  escorts: Record<(typeof ESCORTS)[number], string>;
}

/** Makes Excel and LibreOffice read the file as UTF-8 (ș, ț, ß, emoji). */
const BOM = '\uFEFF';

/** '2026-11-23 10:00' in `timeZone` (the browser's own when not given); unreadable as stored. */
export function csvDateTime(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The route as one cell, in the order it was driven: '2026-11-23 10:00 · În tranzit · Viena | …'. */
export function historyText(history: readonly HistoryEntry[], timeZone?: string): string {
  return history
    .map((entry) => [csvDateTime(entry.date, timeZone), entry.status, entry.location].join(' · '))
    .join(' | ');
}

/**
 * A measure as a Romanian spreadsheet reads a number: a decimal comma and no thousands
 * separator ('3,2', '42000'); empty when not known. The cell is quoted (the file's separator
 * is the comma too), and LibreOffice and Excel set to Romanian take it as a number.
 */
function csvNumber(value: number | null): string {
  return value === null ? '' : writeLocalNumber(value, ADMIN_LANGUAGE);
}

/** 'lat, lng', as staff type it into the form; empty without a position. */
export function positionText(position: Position | null): string {
  return position ? `${position.lat}, ${position.lng}` : '';
}

function cell(shipment: Shipment, field: CsvField, texts: CsvTexts, timeZone?: string): string {
  switch (field) {
    case 'history':
      return historyText(shipment.history, timeZone);
    case 'currentposition':
      return positionText(shipment.currentposition);
    case 'created_at':
    case 'updated_at':
      return csvDateTime(shipment[field], timeZone);
    case 'pickup_window_from':
    case 'pickup_window_to':
    case 'delivery_window_from':
    case 'delivery_window_to':
    case 'delivered_at': {
      const instant = shipment[field];
      return instant === null ? '' : csvDateTime(instant, timeZone);
    }
    case 'length_m':
    case 'width_m':
    case 'height_m':
    case 'weight_kg':
      return csvNumber(shipment[field]);
    case 'permit':
      return texts.permits[shipment.permit];
    case 'escort':
      return texts.escorts[shipment.escort];
    // A yes/no a spreadsheet filters on; the words would need the staff language here.
    case 'notifyshipper':
    case 'notifyrecipient':
      return shipment[field] ? '1' : '0';
    default:
      return shipment[field] ?? '';
  }
}

/**
 * What a spreadsheet may run as a formula: =, +, -, @, tab or carriage return as the first
 * character that is not blank (spreadsheets skip leading spaces and line breaks), whatever
 * follows, also on a later line. Full-width and other compatibility forms (＝, ＋, ﹣, ＠) count
 * as the character they fold to, so the text is tested as written and folded (NFKC): folding
 * can also hide one, `=` and a combining U+0338 fold to `≠`.
 */
const FORMULA_START = /^[\s\p{Cf}]*[=+\-@\t\r]/u;

function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text) || FORMULA_START.test(text.normalize('NFKC'));
}

/** A cell kept as text: written with a leading ' and in quotes, as Papa's own escaping does. */
class EscapedCell {
  constructor(private readonly text: string) {}

  toString(): string {
    return `'${this.text}`;
  }
}

function escapeFormula(text: string): string | EscapedCell {
  return isFormulaLike(text) ? new EscapedCell(text) : text;
}

/**
 * The export file's text: BOM, a header row of readable labels, one row per shipment (a permit
 * and an escort by the form's names). Cells
 * that a spreadsheet would run as a formula (isFormulaLike) are quoted with a leading ', so a
 * name typed as `=HYPERLINK(…)` stays text.
 */
export function shipmentsCsv(
  shipments: readonly Shipment[],
  texts: CsvTexts,
  timeZone?: string,
): string {
  return (
    BOM +
    Papa.unparse(
      {
        fields: CSV_FIELDS.map((field) => texts.labels[field]),
        data: shipments.map((shipment) =>
          CSV_FIELDS.map((field) => escapeFormula(cell(shipment, field, texts, timeZone))),
        ),
      },
      // Papa's own escapeFormulae tests one line and no folded forms; ours marks the cells.
      { quotes: (value: unknown) => value instanceof EscapedCell },
    )
  );
}

/** expedieri-2026-11-23.csv, by the local date of the export. */
export function csvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `expedieri-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
