import type { SetupTakeawayPoint } from '@sufra/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useCreateTakeawayPoint, useUpdateTakeawayPoint } from '../table-setup-api';

/** Add a takeaway counter, or rename one (`point`): its name in both languages, both required. */
export function TakeawayDialog({ point, onClose }: { point?: SetupTakeawayPoint; onClose: () => void }) {
  const { t } = useTranslation('tableSetup');
  const errorText = useErrorText();
  const localized = useLocalized();
  const create = useCreateTakeawayPoint();
  const update = useUpdateTakeawayPoint();
  const saving = point ? update : create;
  const [name, setName] = useState(point?.name ?? '');
  const [nameAr, setNameAr] = useState(point?.nameAr ?? '');
  const [checked, setChecked] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!name.trim() || !nameAr.trim()) return;
    const body = { name: name.trim(), nameAr: nameAr.trim() };
    const onSuccess = (saved: SetupTakeawayPoint) => {
      toast.success(
        t(point ? 'takeaway.saved' : 'takeaway.added', { name: localized(saved.name, saved.nameAr) }),
      );
      onClose();
    };
    if (point) update.mutate({ id: point.id, change: body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        point
          ? t('takeaway.editTitle', { name: localized(point.name, point.nameAr) })
          : t('takeaway.addTitle')
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          id="takeaway-name-ar"
          label={t('takeaway.nameAr')}
          value={nameAr}
          onChange={setNameAr}
          dir="rtl"
          lang="ar"
          maxLength={60}
          error={checked && !nameAr.trim() ? t('takeaway.required') : undefined}
          isRequired
        />
        <TextField
          id="takeaway-name-en"
          label={t('takeaway.nameEn')}
          value={name}
          onChange={setName}
          dir="ltr"
          lang="en"
          maxLength={60}
          error={checked && !name.trim() ? t('takeaway.required') : undefined}
          isRequired
        />
        {saving.isError ? (
          <p role="alert" className="text-danger">
            {errorText(saving.error)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={saving.isPending}>
            {t('form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
