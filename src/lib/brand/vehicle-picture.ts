import type { BodyStyle, VehiclePictures } from '../../generated/types/brand';

/** The body style whose picture a model shows (markets/brands.json vehiclePictures); unknown models get the fallback. */
export function bodyStyleOf(model: string, vehiclePictures: VehiclePictures): BodyStyle {
  return vehiclePictures.models[model.trim()] ?? vehiclePictures.fallback;
}

/** What the page's own <svg> takes of a drawing's file: its box and size, and the shapes it draws. */
export interface Drawing {
  viewBox: string;
  width: number;
  height: number;
  shapes: string;
}

const read = new Map<string, Drawing>();

/**
 * A drawing (src/assets/vehicles: one <svg> root with viewBox, width and height, and its shapes), read the first time
 * it is drawn; its comments are left out. Throws for a file of another form: the unit test reads every one.
 */
export function drawingOf(svg: string): Drawing {
  const known = read.get(svg);
  if (known) return known;
  const root = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  const attribute = (name: string) => (root ? new RegExp(`\\s${name}="([^"]*)"`).exec(root[1]!)?.[1] : undefined);
  const [viewBox, width, height] = [attribute('viewBox'), Number(attribute('width')), Number(attribute('height'))];
  if (!root || !viewBox || !(width > 0) || !(height > 0))
    throw new Error('a vehicle drawing is one <svg> with viewBox, width and height');
  const drawing = { viewBox, width, height, shapes: root[2]!.replace(/<!--[\s\S]*?-->/g, '').trim() };
  read.set(svg, drawing);
  return drawing;
}
