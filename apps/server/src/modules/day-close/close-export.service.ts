import type { Language } from '@sufra/domain';
import type { CloseCsvQuery } from '@sufra/domain/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { closeLines } from './close-lines';
import { CLOSE_TEXTS } from './close-texts';
import { getDayReport, getShiftReport } from './day-close.service';

export interface CsvFile {
  filename: string;
  body: string;
}

/**
 * GET /api/staff/day-close/report.csv: a shift's or a day's report as Excel opens it with Arabic intact,
 * like the reports' exports (UTF-8 with a byte-order mark, CRLF, the header in the caller's language,
 * amounts as '123.45' SAR).
 */
export async function closeCsv(
  db: Database,
  staff: StaffPrincipal,
  query: CloseCsvQuery,
  lang: Language,
): Promise<CsvFile> {
  const report =
    query.shift !== undefined
      ? await getShiftReport(db, staff, query.shift)
      : await getDayReport(db, staff, query.date as string);
  const body = stringify([[...CLOSE_TEXTS[lang].columns], ...closeLines(report, lang)], {
    bom: true,
    record_delimiter: 'windows',
  });
  const filename =
    query.shift !== undefined
      ? `sufra-close-shift-${query.shift}-${report.day}.csv`
      : `sufra-close-day-${report.day}.csv`;
  return { filename, body };
}
