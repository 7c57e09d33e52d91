/** What shows while the carousel's code loads: its first picture, at the same size, so nothing moves. */
import { CAROUSEL_SLIDES } from './carousel-slides';
import classes from './home-carousel.module.css';

export function CarouselPlaceholder({ onReach }: { readonly onReach?: () => void }) {
  const slide = CAROUSEL_SLIDES[0]!;
  return (
    <section
      className={classes.frame}
      aria-label="League pictures"
      data-testid="home-carousel-placeholder"
      onPointerEnter={onReach}
      onTouchStart={onReach}
    >
      <img className={classes.image} src={slide.src} alt={slide.alt} width={1200} height={400} />
      <div className={classes.caption}>{slide.caption}</div>
    </section>
  );
}
