import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { title?: string };

/** The stroke icon every screen draws with (24 × 24, the current colour): decorative unless titled. */
export function Icon({ title, children, ...props }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; titled ones render <title>
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/** Drawn pointing back in LTR (left); `flip-rtl` mirrors it in Arabic. */
export const BackIcon = (p: IconProps) => (
  <Icon className="flip-rtl" {...p}>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
);
export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);
export const QrIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2" />
  </Icon>
);

/** A service bell (call waiter): drawn, since phones without an emoji font showed a blank box. */
export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 17h16" />
    <path d="M6 17a6 6 0 0 1 12 0" />
    <path d="M12 8V6" />
    <path d="M10 6h4" />
  </Icon>
);
