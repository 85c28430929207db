import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { GuestCredentials } from '../../../api/client';
import type { Order, ReturnMethod } from '../../../generated/types/api/owner';
import { formatMoney } from '../../../lib/format/money';
import { lineActions } from '../../../lib/orders/order-rules';
import { codeKey } from '../../../lib/orders/order-rules';
import { dataTextKey } from '../../../lib/texts/text-key';
import { useMarket, useOrdersTable } from '../../../ui/market-context';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import {
  choiceErrors,
  hasErrors,
  returnItems,
  returnableLines,
  type ChoiceErrors,
  type Choices,
  type LineChoice,
} from '../return-choices';
import { createRequested, selectReturns } from '../slice';

export interface ReturnFormProps {
  order: Order;
  /** The guest's order authorization; owners leave it out. */
  guest?: GuestCredentials;
  /** Whether the owner may take the items to a dealer (signed-in owners only). */
  dealerOffered: boolean;
}

const NO_ERRORS: ChoiceErrors = { items: null, lines: {} };

/**
 * The items to return (returnable lines only), each with a quantity and a reason, and how they go back. Choices live
 * here, so a failed create keeps every one of them; errors show under their fields once the owner has tried to send.
 */
export function ReturnForm({ order, guest, dealerOffered }: ReturnFormProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const rules = useOrdersTable();
  const { create } = useSelector(selectReturns);
  const [choices, setChoices] = useState<Choices>({});
  const [method, setMethod] = useState<ReturnMethod>('mail');
  const [errors, setErrors] = useState<ChoiceErrors>(NO_ERRORS);
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const itemsErrorId = useId();
  const failureRef = useRef<HTMLDivElement>(null);
  const base = useId();
  // Held until the screen goes (a created return moves on to its next page): released earlier, the guard's own step
  // back in history could race that navigation.
  useUnsavedChanges(Object.values(choices).some((c) => c.chosen));

  useEffect(() => {
    if (create.status === 'failed') failureRef.current?.focus();
  }, [create.status]);

  const returnable = returnableLines(order.items, rules);
  const update = (line: number, change: Partial<LineChoice>) => {
    const next = { ...choices, [line]: { chosen: false, quantity: 1, reason: '', ...choices[line], ...change } };
    setChoices(next);
    if (tried) setErrors(choiceErrors(order.items, next, rules));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = choiceErrors(order.items, choices, rules);
    setTried(true);
    setErrors(found);
    if (hasErrors(found)) {
      // The first field with a problem takes focus, so keyboard and screen-reader users land on it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const [first, ...rest] = returnItems(order.items, choices, rules);
    if (!first) return;
    dispatch(
      createRequested({
        body: { orderNo: order.orderNo, method: dealerOffered ? method : 'mail', items: [first, ...rest] },
        guest,
      }),
    );
  };

  if (returnable.length === 0) {
    return (
      <p className="notice" role="status">
        {t('returns.create.nothingReturnable')}
      </p>
    );
  }

  const saving = create.status === 'saving';
  return (
    <form ref={formRef} className="return-form" onSubmit={submit} noValidate>
      <fieldset className="return-lines" aria-describedby={errors.items ? itemsErrorId : undefined}>
        <legend>{t('returns.create.itemsLegend')}</legend>
        <ul className="return-line-list">
          {order.items.map((line) => {
            const id = `${base}-line-${line.line}`;
            const choice = choices[line.line];
            const can = lineActions(line.status, rules).returnable;
            const lineError = errors.lines[line.line];
            return (
              <li key={line.line} className={`return-line${choice?.chosen ? ' return-line-chosen' : ''}`}>
                <div className="return-line-choice">
                  <input
                    id={id}
                    type="checkbox"
                    checked={!!choice?.chosen}
                    disabled={!can}
                    aria-invalid={can && errors.items ? true : undefined}
                    onChange={(e) => update(line.line, { chosen: e.target.checked })}
                  />
                  <label htmlFor={id}>
                    <span className="return-line-name">{line.name}</span>
                    <span className="return-line-meta">
                      {t('returns.line.meta', {
                        sku: line.sku,
                        quantity: String(line.quantity),
                        price: formatMoney(line.price, order.currency, market),
                      })}
                    </span>
                    {!can && <span className="return-line-meta">{t('returns.line.notReturnable')}</span>}
                  </label>
                </div>
                {can && choice?.chosen && (
                  <div className="return-line-fields">
                    <div className="field">
                      <label htmlFor={`${id}-qty`}>{t('returns.line.quantity', { name: line.name })}</label>
                      <select
                        id={`${id}-qty`}
                        value={choice.quantity}
                        onChange={(e) => update(line.line, { quantity: Number(e.target.value) })}
                      >
                        {Array.from({ length: line.quantity }, (_v, i) => i + 1).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="field">
                      <label htmlFor={`${id}-reason`}>{t('returns.line.reason', { name: line.name })}</label>
                      <select
                        id={`${id}-reason`}
                        value={choice.reason}
                        aria-invalid={lineError ? true : undefined}
                        aria-describedby={lineError ? `${id}-reason-error` : undefined}
                        onChange={(e) => update(line.line, { reason: e.target.value })}
                      >
                        <option value="">{t('returns.line.reasonPlaceholder')}</option>
                        {rules.returnReasons.map((code) => (
                          <option key={code} value={code}>
                            {t(dataTextKey('returns.reason', codeKey(code)))}
                          </option>
                        ))}
                      </select>
                      {lineError && (
                        <p className="field-error" id={`${id}-reason-error`}>
                          {t(lineError)}
                        </p>
                      )}
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {errors.items && (
          <p className="field-error" id={itemsErrorId}>
            {t(errors.items)}
          </p>
        )}
      </fieldset>

      {dealerOffered ? (
        <fieldset className="return-method">
          <legend>{t('returns.method.legend')}</legend>
          {(['mail', 'dealer'] as const).map((m) => (
            <div key={m} className="return-method-choice">
              <input
                id={`${base}-method-${m}`}
                type="radio"
                name={`${base}-method`}
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
              />
              <label htmlFor={`${base}-method-${m}`}>
                <span className="return-method-name">{t(`returns.method.${m}`)}</span>
                <span className="return-line-meta">{t(`returns.method.${m}Hint`)}</span>
              </label>
            </div>
          ))}
        </fieldset>
      ) : (
        <p className="hint">{t('returns.method.mailOnly')}</p>
      )}

      {create.status === 'failed' && create.error && (
        <div className="panel panel-error" role="alert" tabIndex={-1} ref={failureRef}>
          <p>{t(create.error)}</p>
        </div>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('returns.create.saving') : t('returns.create.submit')}
        </button>
      </div>
    </form>
  );
}
