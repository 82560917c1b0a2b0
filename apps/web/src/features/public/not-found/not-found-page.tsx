import { useTranslation } from '../../../i18n/use-translation';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center p-4">
      <EmptyState headingLevel={1} title={t('notFound.title')} description={t('notFound.description')}>
        <ButtonLink to="/" block>
          {t('notFound.home')}
        </ButtonLink>
        <ButtonLink to="/welcome" variant="secondary" block>
          {t('notFound.welcome')}
        </ButtonLink>
        <Button variant="ghost" block onClick={() => history.back()}>
          {t('actions.back')}
        </Button>
      </EmptyState>
    </main>
  );
}
