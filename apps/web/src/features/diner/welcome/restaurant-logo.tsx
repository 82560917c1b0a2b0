import { useState } from 'react';

/** The restaurant's logo, or a placeholder (its initial on a soft tile) when the image fails (spec). */
export function RestaurantLogo({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={name}
        data-testid="restaurant-logo-placeholder"
        className="flex size-24 items-center justify-center rounded-3xl bg-primary-soft text-4xl font-bold text-primary"
      >
        {name.trim().charAt(0) || '؟'}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={name}
      width={96}
      height={96}
      // The welcome screen's largest image (its LCP candidate): fetch it ahead of everything else.
      fetchPriority="high"
      onError={() => setFailed(true)}
      className="size-24 rounded-3xl bg-card object-contain shadow-sm"
    />
  );
}
