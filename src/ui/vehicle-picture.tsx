import { useMarket } from './market-context';
import coupe from '../assets/vehicles/coupe.svg';
import crossover from '../assets/vehicles/crossover.svg';
import hatchback from '../assets/vehicles/hatchback.svg';
import pickup from '../assets/vehicles/pickup.svg';
import saloon from '../assets/vehicles/saloon.svg';
import suv from '../assets/vehicles/suv.svg';
import van from '../assets/vehicles/van.svg';
import type { BodyStyle } from '../generated/types/brand';
import { bodyStyleOf, drawingOf } from '../lib/brand/vehicle-picture';

/**
 * The drawn stand-in of each body style, in the script as the files' text (the build's text loader): each is about
 * a kilobyte, and a request of its own, made only once the vehicles are in, would hold the card back a round trip.
 */
const PICTURES: Record<BodyStyle, string> = { coupe, crossover, hatchback, pickup, saloon, suv, van };

/**
 * A picture of the vehicle by its model's body style, drawn in the page's own SVG: a drawing shown as an image (an
 * <img> of an SVG file) is a document of its own, which the browser builds on the main thread as the card is painted.
 * Its width and height attributes reserve its place. It is decoration: the model's name is next to it.
 */
export function VehiclePicture({ model, className }: { model: string; className?: string }) {
  const { vehiclePictures } = useMarket().tables;
  const style = bodyStyleOf(model, vehiclePictures);
  const { viewBox, width, height, shapes } = drawingOf(PICTURES[style]);
  return (
    <svg
      className={`vehicle-picture${className ? ` ${className}` : ''}`}
      viewBox={viewBox}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      data-body-style={style}
      // The build's own drawings (src/assets/vehicles), never content of the owner's or the service's.
      dangerouslySetInnerHTML={{ __html: shapes }}
    />
  );
}
