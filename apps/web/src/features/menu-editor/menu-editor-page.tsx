import { useTranslation } from '../../i18n/use-translation';

/** /dashboard/menu (owners and managers, by the route table): the menu editor. */
export default function MenuEditorPage() {
  const { t } = useTranslation('menuEditor');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-5 md:px-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
    </div>
  );
}
