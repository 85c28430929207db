import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { GuestCredentials } from '../../../api/client';
import type { OrderReturn } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { fileSize } from '../../../lib/format/file-size';
import type { TextKey } from '../../../lib/texts/text-key';
import { useMarket, useOrdersTable } from '../../../ui/market-context';
import { photoProblem, toBase64 } from '../photo-upload';
import { photoRefused, photoUploadRequested, selectReturns } from '../slice';

/**
 * An optional photo of the items: type and size checked before anything is sent, then the upload with its progress
 * (10..99 while sending, done once the service answered). The chosen file stays chosen after a failure, for a retry.
 */
export function PhotoUploadField({ value, guest }: { value: OrderReturn; guest?: GuestCredentials }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const rules = useOrdersTable().returnPhoto;
  const { photo } = useSelector(selectReturns);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<TextKey | null>(null);
  // The chosen photo as the owner sees it, read on this device (a data: address, which the CSP allows for images).
  const [preview, setPreview] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const progressId = useId();
  const chosenId = useId();
  const maxSize = fileSize(rules.maxBytes, market.languageRegionCode);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    const found = chosen ? photoProblem(chosen, rules) : null;
    setProblem(found === 'type' ? 'returnPhoto.wrongType' : found === 'size' ? 'returnPhoto.tooLarge' : null);
    if (!chosen || found) return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(chosen);
  };

  const send = async () => {
    if (!file) {
      setProblem('returnPhoto.choose');
      return;
    }
    const found = photoProblem(file, rules);
    if (found) {
      setProblem(found === 'type' ? 'returnPhoto.wrongType' : 'returnPhoto.tooLarge');
      return;
    }
    let data: string;
    try {
      data = toBase64(new Uint8Array(await file.arrayBuffer()));
    } catch {
      dispatch(photoRefused('returnPhoto.unreadable'));
      return;
    }
    dispatch(
      photoUploadRequested({
        returnId: value.returnId,
        body: { fileName: file.name, contentType: file.type, data },
        guest,
      }),
    );
  };

  const uploading = photo.status === 'uploading';
  const shownProblem = problem ?? (photo.status === 'failed' ? photo.error : null);
  return (
    <section className="panel return-photos" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>{t('returnPhoto.heading')}</h2>
      <p className="hint return-photos-intro">{t('returnPhoto.intro')}</p>
      <div className="field">
        <label htmlFor={inputId}>{t('returnPhoto.label')}</label>
        {/* The browser's own file control speaks the browser's language: a button in the page's language stands
            for it; the control itself stays focusable and opens the picker from the keyboard. */}
        <div className="photo-picker">
          <input
            id={inputId}
            className="photo-picker-input"
            type="file"
            accept={rules.contentTypes.join(',')}
            disabled={uploading}
            aria-describedby={`${chosenId} ${shownProblem ? `${hintId} ${errorId}` : hintId}`}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
          <label htmlFor={inputId} className="button photo-picker-button">
            {t('returnPhoto.pick')}
          </label>
          <span className="photo-picker-chosen" id={chosenId}>
            {file ? t('returnPhoto.chosen', { name: file.name }) : t('returnPhoto.none')}
          </span>
        </div>
        {preview && file && (
          <img
            className="photo-preview"
            src={preview}
            alt={t('returnPhoto.preview', { name: file.name })}
            width={160}
            height={120}
          />
        )}
        <p className="hint" id={hintId}>
          {t('returnPhoto.hint', { size: maxSize })}
        </p>
        {shownProblem && (
          <p className="field-error" id={errorId} role="alert">
            {t(shownProblem, { size: maxSize })}
          </p>
        )}
      </div>
      <div className="form-actions return-photo-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={uploading || !file || problem !== null}
          onClick={() => {
            void send();
          }}
        >
          {photo.status === 'failed' && !problem ? t('returnPhoto.retry') : t('returnPhoto.upload')}
        </button>
      </div>
      {(uploading || photo.status === 'done') && (
        <div className="return-progress">
          <span id={progressId}>{t('returnPhoto.progressLabel')}</span>
          <progress
            aria-labelledby={progressId}
            max={100}
            value={photo.progress}
            aria-valuetext={`${photo.progress}%`}
          />
          <span aria-hidden="true">{`${photo.progress}%`}</span>
        </div>
      )}
      {photo.status === 'done' && (
        <p className="notice" role="status">
          {t('returnPhoto.done')}
        </p>
      )}
      {value.photos.length > 0 && (
        <>
          <h3>{t('returnPhoto.listHeading')}</h3>
          <ul className="return-photo-list">
            {value.photos.map((p) => (
              <li key={p.photoId}>
                <span className="return-photo-name">{p.fileName}</span>
                <span className="return-line-meta">
                  {t('returnPhoto.meta', {
                    size: fileSize(p.size, market.languageRegionCode),
                    date: formatDate(p.uploadedAt, market),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
