/**
 * Runs work once the frame being prepared is on the screen: an animation frame's callback runs before that frame's
 * paint, a task queued from it after. For the calls of what a page adds to a drawn screen, so that they do not hold
 * up the scripts and data of what it draws first. Returns the cancelling.
 */
export function afterNextPaint(work: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (task !== undefined) clearTimeout(task);
  };
}
