import type { KitchenResponse } from '@sufra/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { SoundState } from '../hooks/use-chime';
import {
  ExpandIcon,
  ListIcon,
  MutedIcon,
  RecallIcon,
  SettingsIcon,
  ShrinkIcon,
  SoundIcon,
} from './kitchen-icons';

type Recallable = KitchenResponse['data']['recallable'];

function ToolButton({
  children,
  tone = 'plain',
  ...props
}: {
  children: ReactNode;
  tone?: 'plain' | 'accent';
  onClick: () => void;
  'aria-pressed'?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl px-3 text-base font-bold disabled:opacity-50 ${
        tone === 'accent'
          ? 'bg-accent text-ink hover:brightness-95'
          : 'border-2 border-line bg-card text-primary hover:bg-primary-soft aria-pressed:border-primary'
      }`}
      {...props}
    >
      {children}
    </button>
  );
}

/**
 * The display's head: its title and how many tickets are open, whether it is live (shown in full screen,
 * where the console's own indicator is hidden), recall, the sound, the all-day panel, the thresholds
 * (owner and manager), full screen.
 */
export function DisplayToolbar({
  stationName,
  openTickets,
  isFullscreen,
  isLive,
  recallable,
  canBump,
  canChangeSettings,
  sound,
  showAllDay,
  isRecalling,
  onRecall,
  onToggleAllDay,
  onSettings,
  onFullscreen,
}: {
  /** The station this display shows; null: the whole kitchen. */
  stationName: string | null;
  openTickets: number | null;
  isFullscreen: boolean;
  isLive: boolean;
  recallable: Recallable;
  canBump: boolean;
  canChangeSettings: boolean;
  sound: { isOn: boolean; state: SoundState; setOn: (on: boolean) => void; unlock: () => void };
  showAllDay: boolean;
  isRecalling: boolean;
  onRecall: (ticket: NonNullable<Recallable>) => void;
  onToggleAllDay: () => void;
  onSettings: () => void;
  onFullscreen: () => void;
}) {
  const { t } = useTranslation('kitchen');
  const recallWhere = recallable
    ? recallable.tableNumber === null
      ? t('ticket.takeaway')
      : t('ticket.table', { number: recallable.tableNumber })
    : '';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex w-full min-w-0 flex-wrap items-baseline gap-x-3 sm:w-auto sm:flex-1">
        <h1 className="text-2xl font-bold">
          {stationName ? t('station.title', { station: stationName }) : t('title')}
        </h1>
        {openTickets !== null ? (
          <p className="text-lg font-medium text-muted">{t('openTickets', { count: openTickets })}</p>
        ) : null}
        {isFullscreen ? (
          <p className={`text-base font-bold ${isLive ? 'text-success' : 'text-danger'}`}>
            {isLive ? t('live.on') : t('live.off')}
          </p>
        ) : null}
      </div>
      {canBump && recallable ? (
        <ToolButton onClick={() => onRecall(recallable)} disabled={isRecalling}>
          <RecallIcon />
          {t('recall.button', { number: recallable.orderNumber, where: recallWhere })}
        </ToolButton>
      ) : null}
      {sound.state === 'blocked' && sound.isOn ? (
        <ToolButton tone="accent" onClick={sound.unlock}>
          <SoundIcon />
          {t('sound.enable')}
        </ToolButton>
      ) : null}
      {sound.state !== 'unsupported' ? (
        <ToolButton aria-pressed={sound.isOn} onClick={() => sound.setOn(!sound.isOn)}>
          {sound.isOn ? <SoundIcon /> : <MutedIcon />}
          {t('sound.toggle')}
        </ToolButton>
      ) : null}
      <ToolButton aria-pressed={showAllDay} onClick={onToggleAllDay}>
        <ListIcon />
        {t('allDay.title')}
      </ToolButton>
      {canChangeSettings ? (
        <ToolButton onClick={onSettings}>
          <SettingsIcon />
          {t('settings.open')}
        </ToolButton>
      ) : null}
      <ToolButton onClick={onFullscreen}>
        {isFullscreen ? <ShrinkIcon /> : <ExpandIcon />}
        {isFullscreen ? t('fullscreen.leave') : t('fullscreen.enter')}
      </ToolButton>
    </div>
  );
}
