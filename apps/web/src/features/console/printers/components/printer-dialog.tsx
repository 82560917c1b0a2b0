import type { Printer, Station } from '@sufra/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { useLocalized } from '../../../../shared/localized';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useCreatePrinter, useUpdatePrinter } from '../printers-api';

const selectClass = 'min-h-12 rounded-xl border border-line bg-card px-3 text-lg';
/** Errors shown under their field; any other is shown at the form's foot. */
const FIELD_ERRORS: (string | null)[] = [
  'PRINTER_NAME_TAKEN',
  'PRINTER_ADDRESS_INVALID',
  'PRINTER_ADDRESS_NOT_ALLOWED',
];

/** Add a printer, or edit one (`printer`): where it is on the network, its paper, what it prints. */
export function PrinterDialog({
  printer,
  stations,
  onClose,
}: {
  printer?: Printer;
  stations: Station[];
  onClose: () => void;
}) {
  const { t } = useTranslation('printers');
  const localized = useLocalized();
  const errorText = useErrorText();
  const create = useCreatePrinter();
  const update = useUpdatePrinter();
  const saving = printer ? update : create;
  const [name, setName] = useState(printer?.name ?? '');
  const [host, setHost] = useState(printer?.host ?? '');
  const [port, setPort] = useState(String(printer?.port ?? 9100));
  const [paperWidth, setPaperWidth] = useState<80 | 58>(printer?.paperWidth ?? 80);
  const [stationId, setStationId] = useState<number | null>(printer?.stationId ?? null);
  const [isReceipt, setReceipt] = useState(printer?.isReceipt ?? false);
  const [isChecked, setChecked] = useState(false);
  const code = saving.error instanceof ApiError ? saving.error.code : null;
  const body = { name: name.trim(), host: host.trim(), port: Number(port), paperWidth, stationId, isReceipt };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!body.name || !body.host) return;
    const done = (key: 'added' | 'saved') => () => {
      toast.success(t(`form.${key}`, { name: body.name }));
      onClose();
    };
    if (printer) update.mutate({ id: printer.id, body }, { onSuccess: done('saved') });
    else create.mutate(body, { onSuccess: done('added') });
  };
  const edited = () => saving.reset();

  return (
    <Dialog
      open
      onClose={onClose}
      title={printer ? t('form.editTitle', { name: printer.name }) : t('form.addTitle')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          id="printer-name"
          label={t('form.name')}
          value={name}
          onChange={(value) => {
            setName(value);
            edited();
          }}
          maxLength={40}
          error={
            isChecked && !body.name
              ? t('form.required')
              : code === 'PRINTER_NAME_TAKEN'
                ? errorText(saving.error)
                : undefined
          }
          isRequired
        />
        <TextField
          id="printer-host"
          label={t('form.host')}
          hint={t('form.hostHint')}
          value={host}
          onChange={(value) => {
            setHost(value);
            edited();
          }}
          maxLength={253}
          dir="ltr"
          inputMode="url"
          error={
            isChecked && !body.host
              ? t('form.hostRequired')
              : code === 'PRINTER_ADDRESS_INVALID' || code === 'PRINTER_ADDRESS_NOT_ALLOWED'
                ? errorText(saving.error)
                : undefined
          }
          isRequired
        />
        <TextField
          id="printer-port"
          label={t('form.port')}
          value={port}
          onChange={(value) => {
            setPort(value.replace(/[^0-9]/g, ''));
            edited();
          }}
          maxLength={5}
          dir="ltr"
          inputMode="numeric"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="printer-paper" className="font-medium">
            {t('form.paperWidth')}
          </label>
          <select
            id="printer-paper"
            className={selectClass}
            value={paperWidth}
            onChange={(e) => setPaperWidth(e.target.value === '58' ? 58 : 80)}
          >
            <option value="80">{t('form.paper80')}</option>
            <option value="58">{t('form.paper58')}</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="printer-station" className="font-medium">
            {t('form.station')}
          </label>
          <select
            id="printer-station"
            className={selectClass}
            value={stationId ?? ''}
            onChange={(e) => setStationId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('form.wholeKitchen')}</option>
            {stations.map((s) => (
              <option key={s.id} value={s.id}>
                {localized(s.name, s.nameAr)}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-12 items-center gap-3 text-lg">
          <input
            type="checkbox"
            className="size-6"
            checked={isReceipt}
            onChange={(e) => setReceipt(e.target.checked)}
          />
          {t('form.receipt')}
        </label>
        {saving.error && !FIELD_ERRORS.includes(code) ? (
          <p role="alert" className="text-danger">
            {errorText(saving.error)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={saving.isPending}>
            {printer ? t('form.save') : t('form.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
