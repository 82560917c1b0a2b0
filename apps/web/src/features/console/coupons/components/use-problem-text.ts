import { useTranslation } from '../../../../i18n/use-translation';
import { useErrorCodeText } from '../../../../shared/use-error-text';
import type { FormProblem } from '../lib/coupon-form';

/** A field's problem in words: the form's own texts, or the domain's error text for a broken rule. */
export function useProblemText(): (problem: FormProblem) => string {
  const { t } = useTranslation('coupons');
  const codeText = useErrorCodeText();
  return (problem) => {
    if ('code' in problem) return codeText(problem.code, problem.params);
    return problem.text === 'tooMany'
      ? t('problems.tooMany', { max: problem.max })
      : t(`problems.${problem.text}`);
  };
}
