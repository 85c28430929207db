import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { DataExportResponse } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { fileSize } from '../../../lib/format/file-size';
import { formatPercent } from '../../../lib/format/percent';
import type { TextKey } from '../../../lib/texts/text-key';
import { useFeature } from '../../../ui/feature-host';
import { LoadFailed } from '../../../ui/load-state';
import { useMarket, useSite } from '../../../ui/market-context';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useAskAgainOnline } from '../../../ui/use-online';
import { myDataFeature } from '../feature';
import {
  downloadRequested,
  myDataLeft,
  myDataOpened,
  prepareRequested,
  selectMyData,
  type MyDataState,
} from '../slice';

type State = { myData: MyDataState };

/** What the file holds, as the page lists it (the sections of the export, in words). */
const CONTENTS: readonly TextKey[] = [
  'myData.contents.profile',
  'myData.contents.preferences',
  'myData.contents.vehicles',
  'myData.contents.orders',
  'myData.contents.vehicleOrders',
  'myData.contents.loyalty',
  'myData.contents.messages',
  'myData.contents.security',
];

/**
 * /my-data: what the service holds about the owner, as one JSON file (GDPR Art. 15 and 20). The owner asks for it to
 * be prepared; the service prepares it in the background while the page shows its progress (a reload, or coming back
 * later, finds it where it is); then the owner downloads it until it expires (site.json dataExport.keepDays).
 */
export function MyDataScreen() {
  useFeature(myDataFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const site = useSite();
  const state = useSelector((s: State) => selectMyData(s));
  const contentsId = useId();
  const fileId = useId();
  useEffect(() => {
    dispatch(myDataOpened());
    return () => {
      dispatch(myDataLeft());
    };
  }, [dispatch]);
  useAskAgainOnline(state.load === 'failed' && state.offline, () => dispatch(myDataOpened()));
  const lookAgain = () => dispatch(myDataOpened());

  return (
    <div className="screen my-data">
      <ScreenHeader title={t('screen.my-data.title')} lead={t('myData.lead')} />
      <section className="panel" aria-labelledby={contentsId}>
        <h2 id={contentsId}>{t('myData.contents.title')}</h2>
        <ul className="my-data-contents">
          {CONTENTS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>{t('myData.withheld')}</p>
        <p>{t('myData.format', { days: String(site.dataExport.keepDays) })}</p>
      </section>
      <section className="panel my-data-file" aria-labelledby={fileId}>
        <h2 id={fileId}>{t('myData.file.title')}</h2>
        <Announcement state={state} />
        {state.load === 'failed' && (
          <LoadFailed
            message={state.offline ? t('app.offline.body') : t('myData.loadFailed')}
            retryLabel={t('app.offline.retry')}
            onRetry={lookAgain}
          />
        )}
        {state.current ? (
          <ExportView current={state.current} />
        ) : (
          state.load !== 'failed' && <Spinner label={t('app.loading')} />
        )}
        {state.prepare === 'limited' && (
          <p className="field-error" role="alert">
            {t('myData.limited')}
          </p>
        )}
        {state.prepare === 'failed' && (
          <p className="field-error" role="alert">
            {t('myData.prepareFailed')}
          </p>
        )}
        {state.download === 'failed' && (
          <p className="field-error" role="alert">
            {t('myData.downloadFailed')}
          </p>
        )}
      </section>
    </div>
  );
}

/**
 * What a screen reader hears, politely: the progress by quarters (not every look), the file ready, the download done.
 * Always in the page, so its changes are read out.
 */
function Announcement({ state }: { state: MyDataState }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const current = state.current;
  let text = '';
  if (state.downloaded) text = t('myData.downloaded');
  else if (current?.status === 'preparing')
    text = t('myData.progressAnnounce', { percent: formatPercent(Math.floor(current.progress / 25) * 25, market) });
  else if (current?.status === 'ready') text = t('myData.ready');
  return (
    <p className="visually-hidden" role="status">
      {text}
    </p>
  );
}

/** The export as last seen: a way to prepare one, its progress, or the file to download. */
function ExportView({ current }: { current: DataExportResponse }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const state = useSelector((s: State) => selectMyData(s));
  const progressId = useId();
  const prepare = (label: TextKey, primary: boolean) => (
    <button
      type="button"
      className={primary ? 'button button-primary' : 'button'}
      disabled={state.prepare === 'working'}
      onClick={() => dispatch(prepareRequested())}
    >
      {t(label)}
    </button>
  );
  const date = (value: string) => formatDate(value, market, 'long');

  switch (current.status) {
    case 'none':
      return (
        <>
          <p>{t('myData.none')}</p>
          <p>{prepare('myData.prepare', true)}</p>
        </>
      );
    case 'preparing': {
      const percent = formatPercent(current.progress, market);
      return (
        <>
          <p>{t('myData.preparing')}</p>
          <div className="my-data-progress">
            <span id={progressId}>{t('myData.progressLabel')}</span>
            <div
              role="progressbar"
              aria-labelledby={progressId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={current.progress}
              aria-valuetext={percent}
              className="my-data-bar"
            >
              <progress aria-hidden="true" max={100} value={current.progress} />
            </div>
            <span aria-hidden="true">{percent}</span>
          </div>
        </>
      );
    }
    case 'ready':
      return (
        <>
          <p className="my-data-ready">{t('myData.ready')}</p>
          <p>{t('myData.until', { date: date(current.availableUntil) })}</p>
          <p className="my-data-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={state.download === 'working'}
              onClick={() => dispatch(downloadRequested({ fileName: current.fileName }))}
            >
              {t('myData.download', { size: fileSize(current.size, market.languageRegionCode) })}
            </button>
            {prepare('myData.prepareAgain', false)}
          </p>
        </>
      );
    case 'expired':
      return (
        <>
          <p>{t('myData.expired', { date: date(current.availableUntil) })}</p>
          <p>{prepare('myData.prepareAgain', true)}</p>
        </>
      );
    case 'failed':
      return (
        <>
          <p>{t('myData.failed')}</p>
          <p>{prepare('myData.prepareAgain', true)}</p>
        </>
      );
  }
}
