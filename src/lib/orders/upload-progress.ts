type Progress = { from: number; cap: number };

/**
 * Upload progress as the owner sees it (spec 001 §7, §9): it starts at `from` (10) as soon as the upload
 * starts and never passes `cap` (99) from the bytes sent alone; 100 is only said once the service has answered.
 * `range` is markets/orders.json returnPhoto.progress.
 */
export function uploadProgress(loaded: number, total: number, range: Progress): number {
  if (!(total > 0) || !(loaded > 0)) return range.from;
  const share = Math.min(1, loaded / total);
  return Math.min(range.cap, Math.max(range.from, Math.floor(range.from + share * (range.cap - range.from))));
}
