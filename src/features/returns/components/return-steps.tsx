import { useTranslation } from 'react-i18next';
import type { OrderReturn } from '../../../generated/types/api/owner';
import type { TextKey } from '../../../lib/texts/text-key';

/** Where the return stands: created → dropped off (dealer) or label (mail) → done, the current step marked. */
export function ReturnSteps({ value }: { value: OrderReturn }) {
  const { t } = useTranslation();
  const steps: TextKey[] = [
    'returns.steps.created',
    value.method === 'dealer' ? 'returns.steps.dropOff' : 'returns.steps.label',
    'returns.steps.done',
  ];
  const current = value.status === 'RECEIVED' ? 2 : 1;
  return (
    <ol className="return-steps" aria-label={t('returns.steps.heading')}>
      {steps.map((key, i) => (
        <li
          key={key}
          className={i < current ? 'return-step-done' : i === current ? 'return-step-current' : undefined}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="return-step-number" aria-hidden="true">
            {i + 1}
          </span>
          <span>{t(key)}</span>
          {i < current && <span className="visually-hidden">{` (${t('returns.steps.complete')})`}</span>}
        </li>
      ))}
    </ol>
  );
}
