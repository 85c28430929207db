import { camelCase, EXPORT_STEPS, WITHHELD } from './data-export-plan';
import { site } from '../../generated/site';
import type { DataExportDocument, DataExportRow, DataExportSections } from '../../generated/types/api/owner';
import type { ServiceContext } from '../context';
import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';
import type { JobTicks } from '../shared/job-ticks';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shape the download names, so a reader knows which fields to expect (schemas/api/owner.schema.json). */
export const EXPORT_FORMAT = { format: 'owner-account-data-export', formatVersion: 1 } as const;

const sql = preparedOnce((db) => ({
  oldest: db.prepare(`SELECT id, owner_id AS ownerId, requested_at AS requestedAt, steps_done AS stepsDone, sections
    FROM data_exports WHERE status = 'preparing' ORDER BY id LIMIT 1`),
  collected: db.prepare('UPDATE data_exports SET steps_done = ?, sections = ? WHERE id = ?'),
  ready: db.prepare(`UPDATE data_exports SET status = 'ready', steps_done = steps_total, sections = NULL, document = ?,
    size = ?, ready_at = ?, available_until = ? WHERE id = ?`),
  failed: db.prepare(`UPDATE data_exports SET status = 'failed', sections = NULL WHERE id = ?`),
  owner: db.prepare('SELECT guid, email FROM owners WHERE id = ?'),
  // Past its period a file is deleted, whoever it is of (the owner's own calls also do it for theirs).
  expire: db.prepare('UPDATE data_exports SET document = NULL WHERE document IS NOT NULL AND available_until <= ?'),
}));

/** One statement per part of the plan, in its order: the part's columns of the owner's rows, as they were stored. */
const parts = preparedOnce((db) =>
  EXPORT_STEPS.map(({ source }) =>
    db.prepare(`SELECT ${source.columns.join(', ')} FROM ${source.table} WHERE ${source.where} ORDER BY rowid`),
  ),
);

interface Preparing {
  id: number;
  ownerId: number;
  requestedAt: string;
  stepsDone: number;
  sections: string;
}

/** A stored row as the document writes it: names in camelCase, a file's bytes (BLOB) in base64. */
function exportedRow(row: Record<string, unknown>): DataExportRow {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      camelCase(column),
      Buffer.isBuffer(value) ? value.toString('base64') : (value as string | number | null),
    ]),
  );
}

/** The owners' data exports being prepared, one part per step (data-export-plan.ts), each step a transaction. */
export interface DataExportJobs {
  /** An export was asked for: the next step is taken soon (after site.json dataExport.stepPauseMs). */
  wake(): void;
  /** Takes the next step of the oldest export being prepared; answers whether any export is still being prepared. */
  step(): boolean;
}

export function dataExportJobs(
  { db, now }: Pick<ServiceContext, 'db' | 'now'>,
  ticks: JobTicks,
  log: (message: string, detail: Record<string, unknown>) => void,
): DataExportJobs {
  const wake = () => ticks.next(run, site.dataExport.stepPauseMs);

  function run(): void {
    // The service may have closed since the step was asked for.
    if (!db.open) return;
    if (step()) wake();
  }

  function step(): boolean {
    const at = now();
    sql(db).expire.run(at.toISOString());
    const job = sql(db).oldest.get() as Preparing | undefined;
    if (!job) return false;
    try {
      db.transaction(() => collectNext(db, job, at))();
    } catch (e) {
      // A part that cannot be read ends this export (the owner may ask again), never the others.
      sql(db).failed.run(job.id);
      log('data export failed', { exportId: job.id, step: job.stepsDone, error: String(e) });
    }
    return sql(db).oldest.get() !== undefined;
  }

  // After a restart: the exports that were being prepared go on where they were.
  if (sql(db).oldest.get()) wake();
  return { wake, step };
}

/** Collects the job's next part; after the last one, the document is made and kept for site.json's keepDays. */
function collectNext(db: Db, job: Preparing, at: Date): void {
  const next = EXPORT_STEPS[job.stepsDone];
  const statement = parts(db)[job.stepsDone];
  if (!next || !statement) throw new Error(`no step ${job.stepsDone} in the export plan`);
  const sections = JSON.parse(job.sections) as Record<string, Record<string, DataExportRow[]>>;
  const rows = (statement.all({ owner: job.ownerId }) as Record<string, unknown>[]).map(exportedRow);
  (sections[next.section] ??= {})[next.part] = rows;
  const done = job.stepsDone + 1;
  if (done < EXPORT_STEPS.length) {
    sql(db).collected.run(done, JSON.stringify(sections), job.id);
    return;
  }
  const owner = sql(db).owner.get(job.ownerId) as { guid: string; email: string };
  const document: DataExportDocument = {
    ...EXPORT_FORMAT,
    requestedAt: job.requestedAt,
    completedAt: at.toISOString(),
    owner: { guid: owner.guid, email: owner.email },
    sections: sections as unknown as DataExportSections, // every part of the plan, which its type ties to the schema
    withheld: [...WITHHELD],
  };
  // Indented: a person opens this file too. The browser saves it as the service sent it (same text, same size).
  const text = JSON.stringify(document, null, 2);
  const availableUntil = new Date(at.getTime() + site.dataExport.keepDays * DAY_MS).toISOString();
  sql(db).ready.run(text, Buffer.byteLength(text, 'utf8'), at.toISOString(), availableUntil, job.id);
}
