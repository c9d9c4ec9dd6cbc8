import { useState, type ImgHTMLAttributes } from 'react';
import type { VehicleKind } from './vehicle-status';

/**
 * Default pictures when a vehicle has no image or it fails to load (spec 000 §2, §8): the generic
 * pictures in public/vehicles, the ones the demo data uses too.
 */
export const DEFAULT_VEHICLE_IMAGES: Readonly<Record<VehicleKind, string>> = {
  loco: '/vehicles/diesel-locomotive.svg',
  eloc: '/vehicles/electric-locomotive.svg',
  crane: '/vehicles/crane.svg',
};

export interface VehicleImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  readonly src: string | null;
  readonly kind: VehicleKind;
  /** The image's text alternative (usually the vehicle's name, or '' when the name is shown beside it). */
  readonly alt: string;
}

/** A vehicle picture that falls back to the default locomotive, electric locomotive or crane image. */
export function VehicleImage({ src, kind, alt, ...rest }: VehicleImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fallback = DEFAULT_VEHICLE_IMAGES[kind];
  const shown = src && src !== failedSrc ? src : fallback;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      data-default={shown === fallback ? '' : undefined}
      onError={() => {
        if (shown !== fallback) setFailedSrc(shown);
      }}
    />
  );
}
