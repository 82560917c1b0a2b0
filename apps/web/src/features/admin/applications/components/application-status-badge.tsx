import type { ApplicationStatus } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { Badge, type BadgeTone } from '../../../../shared/admin/badge';

const TONE: Record<ApplicationStatus, BadgeTone> = {
  submitted: 'info',
  under_review: 'info',
  needs_changes: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={TONE[status]}>{t(`applicationStatus.${status}`)}</Badge>;
}
