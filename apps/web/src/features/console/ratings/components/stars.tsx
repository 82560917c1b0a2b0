import { useId } from 'react';
import { starsOf } from '../lib/scores';

/**
 * Five stars filled to the nearest half: a picture of the figure written beside it, so screen readers
 * skip it (the words say "4.5 out of 5").
 */
export function Stars({ value, size = 'md' }: { value: number; size?: 'md' | 'lg' }) {
  const { full, half } = starsOf(value);
  const id = useId();
  const box = size === 'lg' ? 'size-7' : 'size-5';
  return (
    <span aria-hidden="true" className="inline-flex shrink-0 gap-0.5 text-accent">
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 24 24" className={`${box} flip-rtl`}>
          <defs>
            <clipPath id={`${id}-${i}`}>
              <rect x="0" y="0" width="12" height="24" />
            </clipPath>
          </defs>
          <path
            d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
          {i < full || (i === full && half) ? (
            <path
              d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
              fill="currentColor"
              clipPath={i < full ? undefined : `url(#${CSS.escape(`${id}-${i}`)})`}
            />
          ) : null}
        </svg>
      ))}
    </span>
  );
}
