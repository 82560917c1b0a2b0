/** The highest table number the server accepts (contracts/table-setup.ts MAX_TABLE_NUMBER). */
const MAX_NUMBER = 999;
const MAX_SEATS = 50;

export interface TableForm {
  number: string;
  capacity: string;
  maintenance: boolean;
}

export type TableFormProblem = 'invalidNumber' | 'invalidCapacity';

/** A whole number typed in either Arabic-Indic or Western digits, within 1..max; else null. */
export function wholeNumber(text: string, max: number): number | null {
  const western = text.trim().replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  if (!/^\d{1,4}$/.test(western)) return null;
  const n = Number(western);
  return n >= 1 && n <= max ? n : null;
}

/** The form read as the server's body, or the fields' problems. */
export function readTableForm(
  form: TableForm,
):
  | { ok: true; value: { number: number; capacity: number; status: 'active' | 'maintenance' } }
  | { ok: false; problems: Partial<Record<'number' | 'capacity', TableFormProblem>> } {
  const number = wholeNumber(form.number, MAX_NUMBER);
  const capacity = wholeNumber(form.capacity, MAX_SEATS);
  if (number === null || capacity === null)
    return {
      ok: false,
      problems: {
        ...(number === null ? { number: 'invalidNumber' as const } : {}),
        ...(capacity === null ? { capacity: 'invalidCapacity' as const } : {}),
      },
    };
  return { ok: true, value: { number, capacity, status: form.maintenance ? 'maintenance' : 'active' } };
}
