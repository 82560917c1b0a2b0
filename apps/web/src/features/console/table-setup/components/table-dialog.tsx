import type { SetupTable } from '@sufra/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { readTableForm, type TableForm, type TableFormProblem } from '../lib/table-form';
import { useCreateTable, useUpdateTable } from '../table-setup-api';

/**
 * Add a table, or edit one (`table`): its number, seats, and whether it is out of service. A number
 * another table has is refused by the server and shown at the number's field.
 */
export function TableDialog({
  table,
  defaultCapacity,
  onClose,
}: {
  table?: SetupTable;
  defaultCapacity: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('tableSetup');
  const errorText = useErrorText();
  const create = useCreateTable();
  const update = useUpdateTable();
  const saving = table ? update : create;
  const [form, setForm] = useState<TableForm>({
    number: table ? String(table.number) : '',
    capacity: String(table?.capacity ?? defaultCapacity),
    maintenance: table?.status === 'maintenance',
  });
  const [problems, setProblems] = useState<Partial<Record<'number' | 'capacity', TableFormProblem>>>({});
  const serverError = saving.error;
  const numberTaken = serverError instanceof ApiError && serverError.code === 'TABLE_NUMBER_TAKEN';
  const set = (change: Partial<TableForm>) => {
    setForm((f) => ({ ...f, ...change }));
    saving.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readTableForm(form);
    if (!read.ok) {
      setProblems(read.problems);
      return;
    }
    setProblems({});
    const { number } = read.value;
    if (!table)
      create.mutate(read.value, {
        onSuccess: () => {
          toast.success(t('form.added', { number }));
          onClose();
        },
      });
    else {
      const change = Object.fromEntries(
        (['number', 'capacity', 'status'] as const)
          .filter((key) => read.value[key] !== table[key])
          .map((key) => [key, read.value[key]]),
      );
      if (Object.keys(change).length === 0) return onClose();
      update.mutate(
        { id: table.id, change },
        {
          onSuccess: () => {
            toast.success(t('form.saved', { number }));
            onClose();
          },
        },
      );
    }
  };

  const renumbered = table !== undefined && form.number.trim() !== String(table.number);
  return (
    <Dialog
      open
      onClose={onClose}
      title={table ? t('form.editTitle', { number: table.number }) : t('form.addTitle')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          id="table-number"
          label={t('form.number')}
          value={form.number}
          onChange={(number) => set({ number })}
          inputMode="numeric"
          hint={renumbered ? t('form.renumberWarning') : t('form.numberHint')}
          error={
            problems.number ? t(`form.${problems.number}`) : numberTaken ? errorText(serverError) : undefined
          }
          isRequired
        />
        <TextField
          id="table-capacity"
          label={t('form.capacity')}
          value={form.capacity}
          onChange={(capacity) => set({ capacity })}
          inputMode="numeric"
          hint={t('form.capacityHint', { seats: defaultCapacity })}
          error={problems.capacity ? t(`form.${problems.capacity}`) : undefined}
          isRequired
        />
        <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-2 border-line bg-card px-4 py-2">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={form.maintenance}
            onChange={(event) => set({ maintenance: event.target.checked })}
          />
          <span>{t('form.maintenance')}</span>
        </label>
        {serverError && !numberTaken ? (
          <p role="alert" className="text-danger">
            {errorText(serverError)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={saving.isPending}>
            {table ? t('form.save') : t('form.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
