import baguettes from '../assets/illustrations/baguettes.svg';
import cake from '../assets/illustrations/cake.svg';
import croissants from '../assets/illustrations/croissants.svg';
import kneading from '../assets/illustrations/kneading.svg';
import { gallery } from '../content/pages';

export interface Picture {
  src: string;
  alt: string;
}

export const WORKSHOP_PICTURES: Picture[] = [
  { src: kneading, alt: gallery.kneading },
  { src: croissants, alt: gallery.croissants },
  { src: cake, alt: gallery.cake },
  { src: baguettes, alt: gallery.baguettes },
];

/** Four pictures: a row of four on wide screens, two columns on narrow ones; loaded lazily (below the fold). */
export function Gallery({ pictures = WORKSHOP_PICTURES }: { pictures?: Picture[] }) {
  return (
    <ul className="plain-list grid gallery">
      {pictures.map((picture) => (
        <li key={picture.src}>
          <img src={picture.src} alt={picture.alt} width={400} height={300} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
