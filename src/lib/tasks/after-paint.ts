/**
 * Runs work once the frame being prepared is on the screen: an animation frame's callback runs before that frame's
 * paint, a task queued from it after. For the calls of what a page adds to a drawn screen, so that they do not hold
 * up the scripts and data of what it draws first. A hidden page paints no frame: there the work is only queued, so a
 * page opened in a background tab has its data when the owner turns to it. Returns the cancelling.
 */
export function afterNextPaint(work: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  if (globalThis.document?.visibilityState === 'hidden') {
    task = setTimeout(work, 0);
    return () => clearTimeout(task);
  }
  const frame = requestAnimationFrame(() => {
    task = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (task !== undefined) clearTimeout(task);
  };
}
