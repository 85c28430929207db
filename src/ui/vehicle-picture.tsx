import { useMarket } from './market-context';
import coupe from '../assets/vehicles/coupe.svg';
import crossover from '../assets/vehicles/crossover.svg';
import hatchback from '../assets/vehicles/hatchback.svg';
import pickup from '../assets/vehicles/pickup.svg';
import saloon from '../assets/vehicles/saloon.svg';
import suv from '../assets/vehicles/suv.svg';
import van from '../assets/vehicles/van.svg';
import type { BodyStyle } from '../generated/types/brand';
import { bodyStyleOf } from '../lib/brand/vehicle-picture';

/**
 * The drawn stand-in of each body style, as data addresses in the script (the build's dataurl loader): each is about
 * a kilobyte, and a request of its own, made only once the vehicles are in, would hold the card back a round trip.
 */
const PICTURES: Record<BodyStyle, string> = { coupe, crossover, hatchback, pickup, saloon, suv, van };

/**
 * A picture of the vehicle by its model's body style. Its width and height attributes reserve its place before it
 * arrives. alt is empty where the model's name is next to it (the picture adds nothing to read).
 */
export function VehiclePicture({ model, alt = '', className }: { model: string; alt?: string; className?: string }) {
  const { vehiclePictures } = useMarket().tables;
  const style = bodyStyleOf(model, vehiclePictures);
  return (
    <img
      className={`vehicle-picture${className ? ` ${className}` : ''}`}
      src={PICTURES[style]}
      width={320}
      height={144}
      alt={alt}
      data-body-style={style}
      decoding="async"
    />
  );
}
