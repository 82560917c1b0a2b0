import { useTranslation } from '../../i18n/use-translation';

export default function TakeawayQueuePage() {
  const { t } = useTranslation('pickup');
  return <h1 className="px-4 py-5 text-2xl font-bold md:px-6">{t('title')}</h1>;
}
