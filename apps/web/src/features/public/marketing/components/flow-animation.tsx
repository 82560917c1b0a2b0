import { useTranslation } from '../../../../i18n/use-translation';
import './flow-animation.css';

const STEPS = ['scan', 'order', 'pay'] as const;

/** QR modules drawn on a 7-unit grid around the three finder squares (decorative, not a real code). */
const QR_DOTS: ReadonlyArray<readonly [number, number]> = [
  [4, 0],
  [5, 1],
  [4, 2],
  [6, 3],
  [0, 4],
  [2, 4],
  [4, 4],
  [5, 5],
  [3, 5],
  [6, 6],
  [4, 6],
  [1, 5],
  [5, 3],
  [3, 3],
  [2, 6],
];

function ScanStage() {
  return (
    <g className="sufra-flow-stage" data-stage="scan">
      <g transform="translate(75 120)">
        {[
          [0, 0],
          [62, 0],
          [0, 62],
        ].map(([x, y]) => (
          <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
            <rect width="28" height="28" rx="4" fill="var(--color-ink)" />
            <rect x="6" y="6" width="16" height="16" rx="2" fill="var(--color-surface)" />
            <rect x="10" y="10" width="8" height="8" rx="1" fill="var(--color-ink)" />
          </g>
        ))}
        {QR_DOTS.map(([col, row]) => (
          <rect
            key={`${col}-${row}`}
            x={34 + (col - 3) * 9}
            y={34 + (row - 3) * 9}
            width="7"
            height="7"
            rx="1"
            fill="var(--color-primary)"
          />
        ))}
        <rect
          className="sufra-flow-scanline"
          x="-6"
          y="-2"
          width="102"
          height="4"
          rx="2"
          fill="var(--color-accent)"
        />
      </g>
      <rect x="92" y="260" width="56" height="8" rx="4" fill="var(--color-line)" />
    </g>
  );
}

function OrderStage() {
  return (
    <g className="sufra-flow-stage" data-stage="order">
      {[70, 136, 202].map((y, index) => (
        <g key={y} transform={`translate(62 ${y})`}>
          <rect width="116" height="56" rx="10" fill="var(--color-card)" stroke="var(--color-line)" />
          <circle
            cx="26"
            cy="28"
            r="16"
            fill={index === 1 ? 'var(--color-accent)' : 'var(--color-primary-soft)'}
          />
          <rect x="50" y="18" width="46" height="7" rx="3.5" fill="var(--color-ink)" opacity="0.8" />
          <rect x="50" y="32" width="30" height="6" rx="3" fill="var(--color-muted)" opacity="0.5" />
        </g>
      ))}
      <rect x="62" y="296" width="116" height="40" rx="12" fill="var(--color-primary)" />
      <circle cx="84" cy="316" r="10" fill="var(--color-accent)" />
      <rect x="104" y="312" width="56" height="8" rx="4" fill="#fff" />
    </g>
  );
}

function PayStage() {
  return (
    <g className="sufra-flow-stage" data-stage="pay">
      <rect x="70" y="80" width="100" height="10" rx="5" fill="var(--color-line)" />
      <rect x="70" y="80" width="100" height="10" rx="5" fill="var(--color-success)" />
      <g className="sufra-flow-pop">
        <circle cx="120" cy="180" r="46" fill="var(--color-success)" />
        <path
          d="M98 181 l15 15 l30 -32"
          fill="none"
          stroke="#fff"
          strokeWidth="9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <rect x="84" y="250" width="72" height="9" rx="4.5" fill="var(--color-ink)" opacity="0.8" />
      <rect x="62" y="296" width="116" height="40" rx="12" fill="var(--color-ink)" />
      <rect x="96" y="312" width="48" height="8" rx="4" fill="#fff" />
    </g>
  );
}

/** The hero's scan -> order -> pay loop, in inline SVG + CSS (no script, no external file). */
export function FlowAnimation() {
  const { t } = useTranslation('marketing');
  return (
    <figure className="mx-auto flex w-full max-w-sm flex-col items-center gap-6">
      <svg viewBox="-50 0 340 400" role="img" aria-label={t('flow.label')} className="h-auto w-72 sm:w-80">
        {/* A warm plate behind the phone: the "sufra" the meal is served on. */}
        <circle cx="120" cy="205" r="165" fill="var(--color-primary-soft)" />
        <circle
          cx="120"
          cy="205"
          r="140"
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth="2"
          strokeDasharray="2 10"
          strokeLinecap="round"
        />
        <rect x="40" y="10" width="160" height="380" rx="30" fill="var(--color-ink)" />
        <rect x="50" y="34" width="140" height="332" rx="20" fill="var(--color-surface)" />
        <rect x="98" y="20" width="44" height="6" rx="3" fill="var(--color-muted)" />
        <ScanStage />
        <OrderStage />
        <PayStage />
      </svg>
      <figcaption className="w-full">
        <p className="mb-3 text-center font-bold text-ink">{t('flow.title')}</p>
        <ol className="grid grid-cols-3 gap-2 text-center text-sm">
          {STEPS.map((step, index) => (
            <li
              key={step}
              data-stage={step}
              className="sufra-flow-step rounded-xl border border-line bg-card px-2 py-2 font-medium text-ink"
            >
              <span className="block text-xs opacity-80">{index + 1}</span>
              {t(`flow.${step}`)}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
