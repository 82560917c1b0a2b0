import type { TableState } from '@sufra/domain';
import type { ReactNode } from 'react';
import { Icon } from '../../../../shared/ui/icons';

/** Decorative: every icon of the map sits beside its word (colour and shape are never the only signal). */
function Glyph({ children, size = 22 }: { children: ReactNode; size?: number }) {
  return (
    <Icon width={size} height={size} className="shrink-0">
      {children}
    </Icon>
  );
}

const STATE_GLYPHS: Record<TableState, ReactNode> = {
  free: <circle cx="12" cy="12" r="8" strokeDasharray="3 3" />,
  ordering: (
    <>
      <rect x="6" y="4" width="12" height="16" rx="2" />
      <path d="M9 9h6M9 13h6M9 17h3" />
    </>
  ),
  eating: (
    <>
      <path d="M7 3v8M5 3v4a2 2 0 0 0 4 0V3M7 11v10" />
      <path d="M17 21V3c-2 1-3 4-3 7s1 3 3 3" />
    </>
  ),
  bill_open: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  partially_paid: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 4a8 8 0 0 1 0 16z" fill="currentColor" />
    </>
  ),
  paid: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12l3 3 5-6" />
    </>
  ),
};

export function StateGlyph({ state, size }: { state: TableState; size?: number }) {
  return <Glyph size={size}>{STATE_GLYPHS[state]}</Glyph>;
}

export function BellGlyph({ size }: { size?: number }) {
  return (
    <Glyph size={size}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </Glyph>
  );
}
