import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { buttonClass } from '../../../shared/ui/button';
import { InfoArticle } from './components/info-article';

const SECTIONS = ['whatWeDo', 'forWhom', 'principles', 'contact'] as const;

export default function AboutPage() {
  const { t } = useTranslation('info');
  return (
    <InfoArticle page="about" sections={SECTIONS}>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/#demo" className={buttonClass('primary')}>
          {t('about.requestDemo')}
        </Link>
        <Link to="/restaurant-onboarding" className={buttonClass('secondary')}>
          {t('about.apply')}
        </Link>
      </div>
    </InfoArticle>
  );
}
