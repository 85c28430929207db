import { EXPORT_STEPS } from './data-export-plan';
import { attachment, fail, ok, type HandlerMap } from './handler';
import { site } from '../../generated/site';
import type { DataExportResponse } from '../../generated/types/api/owner';
import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';

const DAY_MS = 24 * 60 * 60 * 1000;

const sql = preparedOnce((db) => ({
  latest: db.prepare(`SELECT status, requested_at AS requestedAt, steps_done AS stepsDone, steps_total AS stepsTotal,
    size, ready_at AS readyAt, available_until AS availableUntil, document IS NOT NULL AS kept
    FROM data_exports WHERE owner_id = ? ORDER BY id DESC LIMIT 1`),
  // Times are toISOString's text (UTC, milliseconds): they compare as text.
  file: db.prepare(`SELECT document, ready_at AS readyAt FROM data_exports
    WHERE owner_id = ? AND status = 'ready' AND document IS NOT NULL AND available_until > ? ORDER BY id DESC LIMIT 1`),
  expire: db.prepare(
    'UPDATE data_exports SET document = NULL WHERE owner_id = ? AND document IS NOT NULL AND available_until <= ?',
  ),
  // Earlier requests are kept a day, to be counted (site.json dataExport.requestsPerDay); the latest is the owner's.
  forget: db.prepare(`DELETE FROM data_exports WHERE owner_id = @owner AND requested_at <= @since
    AND id < (SELECT MAX(id) FROM data_exports WHERE owner_id = @owner)`),
  count: db.prepare('SELECT COUNT(*) FROM data_exports WHERE owner_id = ? AND requested_at > ?').pluck(),
  firstCounted: db
    .prepare('SELECT MIN(requested_at) FROM data_exports WHERE owner_id = ? AND requested_at > ?')
    .pluck(),
  dropFiles: db.prepare('UPDATE data_exports SET document = NULL WHERE owner_id = ? AND document IS NOT NULL'),
  start: db.prepare(`INSERT INTO data_exports (owner_id, status, requested_at, steps_total, sections)
    VALUES (?, 'preparing', ?, ?, '{}')`),
}));

interface Latest {
  status: 'preparing' | 'ready' | 'failed';
  requestedAt: string;
  stepsDone: number;
  stepsTotal: number;
  size: number | null;
  readyAt: string | null;
  availableUntil: string | null;
  kept: 0 | 1;
}

/** The file's name: the day it was ready (owner-account-data-2026-11-23.json). */
const fileNameOf = (readyAt: string) => `owner-account-data-${readyAt.slice(0, 10)}.json`;

/** The owner's latest export as the app sees it; a ready one past its period is expired (its file deleted). */
function exportOf(db: Db, ownerId: number, at: Date): DataExportResponse {
  sql(db).expire.run(ownerId, at.toISOString());
  const row = sql(db).latest.get(ownerId) as Latest | undefined;
  if (!row) return { status: 'none' };
  const { requestedAt } = row;
  if (row.status === 'preparing')
    return { status: 'preparing', requestedAt, progress: Math.floor((row.stepsDone * 100) / row.stepsTotal) };
  if (row.status === 'failed' || row.readyAt === null || row.availableUntil === null)
    return { status: 'failed', requestedAt };
  const { readyAt, availableUntil } = row;
  if (row.kept === 1 && row.size !== null && availableUntil > at.toISOString())
    return { status: 'ready', requestedAt, readyAt, availableUntil, size: row.size, fileName: fileNameOf(readyAt) };
  return { status: 'expired', requestedAt, readyAt, availableUntil };
}

/**
 * The owner's data export (GDPR Art. 15 and 20): asked for here, prepared in the background part by part
 * (data-export-job.ts), then downloadable for site.json dataExport.keepDays. One at a time: asking while one is
 * being prepared answers that one; a new one replaces a ready one (its file is deleted). The file is the owner's
 * own: another owner's call finds none (404).
 */
export const dataExportHandlers: Pick<HandlerMap, 'requestDataExport' | 'dataExport' | 'dataExportFile'> = {
  requestDataExport: ({ db, owner, now, dataExports }) => {
    const at = now();
    const since = new Date(at.getTime() - DAY_MS).toISOString();
    const outcome = db.transaction(() => {
      const current = exportOf(db, owner.id, at);
      if (current.status === 'preparing') return ok(current, 202);
      sql(db).forget.run({ owner: owner.id, since });
      const limit = site.dataExport.requestsPerDay;
      if ((sql(db).count.get(owner.id, since) as number) >= limit) {
        const first = sql(db).firstCounted.get(owner.id, since) as string;
        const again = new Date(Date.parse(first) + DAY_MS).toISOString();
        return fail<DataExportResponse>(429, `at most ${limit} data exports a day: ask again after ${again}`);
      }
      sql(db).dropFiles.run(owner.id);
      sql(db).start.run(owner.id, at.toISOString(), EXPORT_STEPS.length);
      return ok(exportOf(db, owner.id, at), 202);
    })();
    if (outcome.kind === 'json') dataExports.wake();
    return outcome;
  },
  dataExport: ({ db, owner, now }) => ok(exportOf(db, owner.id, now())),
  /** The file as it was made, as an attachment (JSON, the dataExportDocument schema), while it can be downloaded. */
  dataExportFile: ({ db, owner, now }) => {
    const at = now();
    sql(db).expire.run(owner.id, at.toISOString());
    const file = sql(db).file.get(owner.id, at.toISOString()) as { document: string; readyAt: string } | undefined;
    if (!file) return fail(404, 'no data export ready to download');
    return attachment(fileNameOf(file.readyAt), file.document);
  },
};
