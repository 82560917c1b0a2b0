import type { Station } from '@sufra/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useCreateStation, useUpdateStation } from '../kitchen-stations-api';

const MAX_NAME = 40;

/** Add a station, or rename one (`station`): both names, since the console shows either language. */
export function StationDialog({ station, onClose }: { station?: Station; onClose: () => void }) {
  const { t } = useTranslation('kitchen');
  const errorText = useErrorText();
  const create = useCreateStation();
  const update = useUpdateStation();
  const saving = station ? update : create;
  const [name, setName] = useState(station?.name ?? '');
  const [nameAr, setNameAr] = useState(station?.nameAr ?? '');
  const [isChecked, setChecked] = useState(false);
  const body = { name: name.trim(), nameAr: nameAr.trim() };
  // A name another station has: said at the names (either may be the one taken), not below the form.
  const isTaken = saving.error instanceof ApiError && saving.error.code === 'STATION_NAME_TAKEN';
  const problem = (value: string) =>
    isChecked && value === ''
      ? t('stationSetup.form.required')
      : isTaken
        ? errorText(saving.error)
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!body.name || !body.nameAr) return;
    if (!station)
      return create.mutate(body, {
        onSuccess: () => {
          toast.success(t('stationSetup.form.added', { name: body.name }));
          onClose();
        },
      });
    if (body.name === station.name && body.nameAr === station.nameAr) return onClose();
    update.mutate(
      { id: station.id, body },
      {
        onSuccess: () => {
          toast.success(t('stationSetup.form.saved', { name: body.name }));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        station ? t('stationSetup.form.renameTitle', { name: station.name }) : t('stationSetup.form.addTitle')
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          id="station-name"
          label={t('stationSetup.form.name')}
          value={name}
          onChange={(value) => {
            setName(value);
            saving.reset();
          }}
          maxLength={MAX_NAME}
          lang="en"
          dir="ltr"
          error={problem(body.name)}
          isRequired
        />
        <TextField
          id="station-name-ar"
          label={t('stationSetup.form.nameAr')}
          value={nameAr}
          onChange={(value) => {
            setNameAr(value);
            saving.reset();
          }}
          maxLength={MAX_NAME}
          lang="ar"
          dir="rtl"
          error={problem(body.nameAr)}
          isRequired
        />
        {saving.error && !isTaken ? (
          <p role="alert" className="text-danger">
            {errorText(saving.error)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {t('stationSetup.form.cancel')}
          </Button>
          <Button type="submit" disabled={saving.isPending}>
            {station ? t('stationSetup.form.save') : t('stationSetup.form.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
