import type { MenuItem } from '@sufra/domain/contracts';
import { useTranslation } from '../../i18n/use-translation';

/** Calories, caffeine level and the high-salt flag (Saudi SFDA menu labelling). */
export function ItemFacts({ item }: { item: MenuItem }) {
  const { t } = useTranslation('menu');
  const facts: { key: string; text: string; tone: string }[] = [];
  if (item.calories !== null)
    facts.push({
      key: 'cal',
      // `count` picks the Arabic plural form (5 سعرات، 11 سعرة، سعرتان…).
      text: t('facts.calories', { count: item.calories }),
      tone: 'bg-surface text-muted',
    });
  if (item.caffeineLevel && item.caffeineLevel !== 'none')
    facts.push({
      key: 'caf',
      text: t(`facts.caffeine.${item.caffeineLevel}`),
      tone: 'bg-accent-soft text-ink',
    });
  if (item.isHighSalt)
    facts.push({ key: 'salt', text: t('facts.highSalt'), tone: 'bg-danger/10 text-danger' });
  if (facts.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {facts.map((f) => (
        <li key={f.key} className={`rounded-full px-2 py-0.5 text-xs font-medium ${f.tone}`}>
          {f.text}
        </li>
      ))}
    </ul>
  );
}
