let known: boolean | undefined;

/**
 * Whether this browser draws flag emoji in colour. Windows, and systems without a colour emoji font, draw two letters
 * or empty boxes instead: the selector then shows the country code. Found once per page by drawing a flag on a small
 * canvas and looking for colour.
 */
export function drawsFlagEmoji(doc: Pick<Document, 'createElement'>): boolean {
  if (known !== undefined) return known;
  known = false;
  try {
    const canvas = doc.createElement('canvas');
    canvas.width = 32;
    canvas.height = 32;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return known;
    context.textBaseline = 'top';
    context.fillStyle = '#000';
    context.font = "24px 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', 'Twemoji Mozilla', sans-serif";
    context.fillText('\u{1F1E9}\u{1F1EA}', 0, 0);
    const { data } = context.getImageData(0, 0, 32, 32);
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i + 3] ?? 0) > 0 && (data[i] !== data[i + 1] || data[i + 1] !== data[i + 2])) {
        known = true;
        break;
      }
    }
  } catch {
    known = false;
  }
  return known;
}
