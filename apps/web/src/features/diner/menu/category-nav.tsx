import type { MenuCategory } from '@sufra/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../../shared/localized';

export const categoryAnchor = (id: number) => `menu-category-${id}`;

/** Sticky chips; the chip of the section in view is highlighted (scroll spy via IntersectionObserver). */
export function CategoryNav({ categories }: { categories: MenuCategory[] }) {
  const { t } = useTranslation('menu');
  const name = useLocalized();
  const [activeId, setActiveId] = useState<number | null>(categories[0]?.id ?? null);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        const id = visible[0]?.target.getAttribute('data-category-id');
        if (id) setActiveId(Number(id));
      },
      { rootMargin: '-120px 0px -60% 0px' },
    );
    for (const c of categories) {
      const el = document.getElementById(categoryAnchor(c.id));
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [categories]);
  const initialId = useRef(activeId);
  useEffect(() => {
    // Keep the active chip visible in the horizontal strip. Not for the first chip on the first
    // view: the strip starts there, and scrolling would force a layout of the whole menu while it
    // is being shown (a long task on a phone).
    if (activeId === initialId.current) {
      initialId.current = null;
      return;
    }
    navRef.current
      ?.querySelector('[aria-current="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [activeId]);
  return (
    <nav
      ref={navRef}
      aria-label={t('categories')}
      className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none]"
    >
      <ul className="flex gap-2 py-2">
        {categories.map((c) => (
          <li key={c.id}>
            <a
              href={`#${categoryAnchor(c.id)}`}
              aria-current={c.id === activeId ? 'true' : undefined}
              onClick={() => setActiveId(c.id)}
              className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-4 text-sm font-medium ${
                c.id === activeId ? 'bg-primary text-white' : 'bg-card text-ink border border-line'
              }`}
            >
              {name(c.name, c.nameAr)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
