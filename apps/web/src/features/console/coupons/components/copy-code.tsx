import { useTranslation } from '../../../../i18n/use-translation';
import { Icon } from '../../../../shared/ui/icons';
import { toast } from '../../../../shared/ui/toaster';

/** The code as diners type it, large, with a button that copies it (to paste into a post or a message). */
export function CopyCode({ code, headingId }: { code: string; headingId: string }) {
  const { t } = useTranslation('coupons');
  const copy = () =>
    navigator.clipboard
      .writeText(code)
      .then(() => toast.success(t('copy.done', { code })))
      .catch(() => toast.error(t('copy.failed')));
  return (
    <div className="flex min-w-0 items-center gap-2">
      <h3 id={headingId} dir="ltr" className="min-w-0 font-mono text-2xl font-bold tracking-wide break-all">
        {code}
      </h3>
      <button
        type="button"
        onClick={copy}
        aria-label={t('copy.label', { code })}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-primary hover:bg-primary-soft"
      >
        <Icon width="22" height="22">
          <path d="M9 9h11v11H9zM5 15H4V4h11v1" />
        </Icon>
      </button>
    </div>
  );
}
