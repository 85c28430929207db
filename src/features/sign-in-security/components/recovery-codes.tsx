import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { saveBlob } from '../../../lib/files/save-file';
import { formatDate } from '../../../lib/format/date-time';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LoadFailed } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { Spinner } from '../../../ui/spinner';
import {
  recoveryCodesGenerateRequested,
  recoveryCodesHidden,
  recoveryCodesRequested,
  selectRecoveryCodes,
} from '../recovery-codes-slice';

const REPLACE_MODAL = 'recovery-replace';

/**
 * Recovery codes, in the two-step verification section: how many of the owner's set are left, and a new set (asked
 * to confirm where one exists: the old codes stop working), shown once with ways to keep it (copy, download, print).
 */
export function RecoveryCodes() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const state = useSelector(selectRecoveryCodes);
  const [modal, setModal] = useState<string | null>(null);
  const headingId = useId();
  const generateButton = useRef<HTMLButtonElement>(null);
  /** "I have saved them" took the focus's element away: it goes to the button that makes a new set. */
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current && !state.shown) {
      refocus.current = false;
      generateButton.current?.focus();
    }
  }, [state.shown]);
  useEffect(() => {
    dispatch(recoveryCodesRequested());
    // Leaving the page forgets a set shown: nothing can show it again.
    return () => {
      dispatch(recoveryCodesHidden());
    };
  }, [dispatch]);

  const saving = state.generate === 'saving';
  const generate = () => {
    setModal(null);
    dispatch(recoveryCodesGenerateRequested());
  };
  const ask = () => (state.total > 0 ? setModal(REPLACE_MODAL) : generate());

  return (
    <div className="recovery-codes" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('security.recovery.title')}</h3>
      <p className="muted">{t('security.recovery.intro')}</p>
      {(state.status === 'idle' || state.status === 'loading') && <Spinner label={t('app.loading')} />}
      {state.status === 'failed' && (
        <LoadFailed
          message={t('security.recovery.loadFailed')}
          retryLabel={t('security.recovery.retry')}
          onRetry={() => dispatch(recoveryCodesRequested())}
        />
      )}
      {state.status === 'loaded' && (
        <>
          {state.shown ? (
            <ShownCodes
              codes={state.shown}
              createdAt={state.createdAt}
              onDone={() => {
                refocus.current = true;
                dispatch(recoveryCodesHidden());
              }}
            />
          ) : state.total === 0 ? (
            <p>{t('security.recovery.none')}</p>
          ) : (
            <p className="recovery-count">
              <span>{t('security.recovery.left', { left: String(state.left), total: String(state.total) })}</span>
              {state.createdAt && (
                <span className="muted">
                  {t('security.recovery.made', { date: formatDate(state.createdAt, market, 'long') })}
                </span>
              )}
            </p>
          )}
          {!state.shown && state.total > 0 && state.left === 0 && (
            <p className="recovery-warning">{t('security.recovery.allUsed')}</p>
          )}
          {state.generate === 'failed' && (
            <p className="field-error" role="alert">
              {t('security.recovery.generateFailed')}
            </p>
          )}
          {!state.shown && (
            <button ref={generateButton} type="button" className="button" onClick={ask} disabled={saving}>
              {saving
                ? t('security.recovery.generating')
                : state.generate === 'failed'
                  ? t('security.recovery.retry')
                  : state.total === 0
                    ? t('security.recovery.generate')
                    : t('security.recovery.regenerate')}
            </button>
          )}
        </>
      )}
      <ConfirmDialog
        name={REPLACE_MODAL}
        activeModal={modal}
        title={t('security.recovery.replace.title')}
        body={t('security.recovery.replace.body')}
        cancelLabel={t('security.cancel')}
        confirmLabel={t('security.recovery.replace.confirm')}
        onCancel={() => setModal(null)}
        onConfirm={generate}
      />
    </div>
  );
}

/**
 * The new set, once: the codes in a list, then copy (said in a status), download as a text file, print (the print
 * style shows the codes alone) and "I have saved them", which hides them.
 */
function ShownCodes({ codes, createdAt, onDone }: { codes: string[]; createdAt: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const intro = useRef<HTMLParagraphElement>(null);
  // The button that asked for them is gone: the focus goes to what to do now, read out first.
  useEffect(() => {
    intro.current?.focus();
  }, []);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const listId = useId();
  const made = createdAt ? formatDate(createdAt, market, 'long') : '';
  const text = [t('security.recovery.fileHeading', { date: made }), '', ...codes, '', t('security.recovery.eachOnce')]
    .join('\n')
    .concat('\n');
  const copy = () => {
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <div className="recovery-shown">
      <p className="recovery-once" id={listId} ref={intro} tabIndex={-1}>
        {t('security.recovery.shownOnce')}
      </p>
      <ol className="recovery-list" aria-labelledby={listId}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-actions">
        <button type="button" className="button" onClick={copy}>
          {t('security.recovery.copy')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'recovery-codes.txt')}
        >
          {t('security.recovery.download')}
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          {t('security.recovery.print')}
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('security.recovery.done')}
        </button>
      </div>
      <p role="status" className="recovery-copied">
        {copied === 'yes' ? t('security.recovery.copied') : copied === 'no' ? t('security.recovery.copyFailed') : ''}
      </p>
    </div>
  );
}
