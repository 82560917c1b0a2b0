import {
  KNOWN_MESSAGE_KINDS,
  type KnownMessageKind,
  type SentMail,
  type SentSms,
} from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import { Icon } from '../../../../shared/ui/icons';

export type Message = ({ channel: 'sms' } & SentSms) | ({ channel: 'mail' } & SentMail);

const isKnown = (kind: string): kind is KnownMessageKind =>
  (KNOWN_MESSAGE_KINDS as readonly string[]).includes(kind);

/** The status's look: words always, the border and icon only repeat them. */
const STATUS_LOOK: Record<Message['status'], string> = {
  sent: 'border-success text-success',
  kept: 'border-primary text-primary',
  pending: 'border-muted text-muted',
  failed: 'border-danger text-danger',
};

/** One message: what it was (kind and channel in words), to whom, when, in which language, and its status. */
export function MessageCard({ message }: { message: Message }) {
  const { t, i18n } = useTranslation('messagesAdmin');
  const kind = isKnown(message.kind)
    ? t(`kinds.${message.kind.replace('.', '_') as 'sms_order_ready'}`)
    : t('kinds.other');
  return (
    <li className="flex flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm md:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <span className="text-primary">
            <Icon width="28" height="28">
              <path d={message.channel === 'sms' ? 'M4 4h16v12H8l-4 4z' : 'M3 6h18v12H3zM3 7l9 6 9-6'} />
            </Icon>
          </span>
          <div className="min-w-0">
            <h3 className="text-lg font-bold">{kind}</h3>
            <p className="text-muted">{t(`channel.${message.channel}`)}</p>
          </div>
        </div>
        <span
          className={`rounded-full border-2 px-3 py-1 text-base font-bold ${STATUS_LOOK[message.status]}`}
        >
          {t(`status.${message.status}`)}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div className="flex flex-wrap gap-2">
          <dt className="text-muted">{t('fields.to')}</dt>
          <dd className="font-medium break-all">
            <bdi dir="ltr">{message.to}</bdi>
          </dd>
        </div>
        <div className="flex flex-wrap gap-2">
          <dt className="text-muted">{t('fields.when')}</dt>
          <dd>
            <time dateTime={message.createdAt}>{formatRiyadhDate(message.createdAt, i18n.language)}</time>
          </dd>
        </div>
        <div className="flex flex-wrap gap-2">
          <dt className="text-muted">{t('fields.language')}</dt>
          <dd>{t(`language.${message.language}`)}</dd>
        </div>
        {message.orderNumber !== null ? (
          <div className="flex flex-wrap gap-2">
            <dt className="text-muted">{t('fields.order')}</dt>
            <dd>{t('order', { number: message.orderNumber })}</dd>
          </div>
        ) : null}
        <div className="flex flex-col gap-1 sm:col-span-2">
          <dt className="text-muted">{message.channel === 'sms' ? t('fields.text') : t('fields.subject')}</dt>
          <dd className="rounded-2xl bg-surface p-3 text-lg whitespace-pre-line" lang={message.language}>
            <bdi>{message.channel === 'sms' ? message.body : message.subject}</bdi>
          </dd>
        </div>
      </dl>
    </li>
  );
}
