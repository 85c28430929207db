import { useTranslation } from 'react-i18next';
import { trackingProgress } from '../../../lib/orders/status-groups';
import { useOrdersTable } from '../../../ui/market-context';

type StepState = 'done' | 'current' | 'upcoming';

/**
 * Where a vehicle order stands, always through the status groups of the order's region (spec 002 §4): the group as
 * the main text, the region's steps in order with each step's state written out (not told by colour alone), or
 * "cancelled" / "being updated" instead of the steps. The raw code is an internal word, never shown to the owner.
 */
export function OrderProgress({ statusCode, countryCode }: { statusCode: string; countryCode: string }) {
  const { t } = useTranslation();
  const { statusGroups } = useOrdersTable();
  const { group, steps, current } = trackingProgress(statusCode, countryCode, statusGroups);
  const stateOf = (i: number): StepState => (i < current ? 'done' : i === current ? 'current' : 'upcoming');
  return (
    <div className={`tracking-progress is-${group}`}>
      <p className="tracking-current">
        <span className="tracking-current-label">{t('tracking.progress.current')}</span>{' '}
        <strong className="tracking-current-group">{t(`tracking.group.${group}`)}</strong>
      </p>
      {group === 'cancelled' && <p className="tracking-note">{t('tracking.progress.cancelled')}</p>}
      {group === 'unknown' && <p className="tracking-note">{t('tracking.progress.unknown')}</p>}
      {current >= 0 && (
        <ol className="tracking-steps" aria-label={t('tracking.progress.steps')}>
          {steps.map((step, i) => {
            const state = stateOf(i);
            return (
              <li
                key={step}
                className={`tracking-step is-${state}`}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className="tracking-step-marker" aria-hidden="true">
                  {state === 'done' ? '✓' : i + 1}
                </span>
                <span className="tracking-step-text">
                  <span className="tracking-step-name">{t(`tracking.group.${step}`)}</span>
                  <span className="tracking-step-state">{t(`tracking.step.${state}`)}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
