/**
 * Home's carousel (product §2.6): a picture every 5 seconds with @mantine/carousel and
 * Embla's autoplay. It pauses while the pointer or the keyboard focus is on it, has a
 * pause button (WCAG 2.2.2: moving content can be stopped), and never moves by itself for
 * people who ask for reduced motion.
 */
// @mantine/carousel renders Mantine components from inside its package, where
// web/mantine-styles.plugin.ts does not look: their stylesheets are named here.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/carousel/styles.layer.css';
import { useEffect, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType } from 'embla-carousel';
import { CAROUSEL_DELAY_MS, CAROUSEL_SLIDES } from './carousel-slides';
import classes from './home-carousel.module.css';

export interface HomeCarouselProps {
  /** performance.now() when the first picture was painted (by the placeholder). */
  readonly firstShownAt: number;
}

export function HomeCarousel({ firstShownAt }: HomeCarouselProps) {
  const reducedMotion = useReducedMotion();
  // Started and stopped below, from the visitor's state (never on its own).
  const [plugins] = useState(() => [
    Autoplay({
      delay: CAROUSEL_DELAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(false);
  // The visitor's own pause (the button) outlasts hovering and focus.
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const shouldPlay = !reducedMotion && !paused && !held;

  useEffect(() => {
    if (!embla) return undefined;
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    embla.on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      embla.off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla]);

  // The first picture has been up since the page was shown (its code came later): it changes
  // 5 s after that, not 5 s after the code arrived; from then on autoplay keeps the 5 s turns.
  const [caughtUp, setCaughtUp] = useState(false);
  useEffect(() => {
    const plugin = embla?.plugins().autoplay;
    if (!embla || !plugin) return undefined;
    if (!shouldPlay) {
      plugin.stop();
      return undefined;
    }
    if (caughtUp) {
      plugin.play();
      return undefined;
    }
    const wait = Math.max(0, CAROUSEL_DELAY_MS - (performance.now() - firstShownAt));
    const timer = window.setTimeout(() => {
      if (embla.selectedScrollSnap() === 0) embla.scrollNext();
      setCaughtUp(true);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [embla, shouldPlay, caughtUp, firstShownAt]);

  const count = CAROUSEL_SLIDES.length;
  return (
    <section
      className={classes.frame}
      aria-roledescription="carousel"
      aria-label="League pictures"
      data-testid="home-carousel"
      data-active-slide={active}
      data-playing={playing || (shouldPlay && !caughtUp)}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {!reducedMotion && (
        <ActionIcon
          className={classes.pause}
          variant="default"
          radius="xl"
          size="lg"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? 'Play the slideshow' : 'Pause the slideshow'}
          aria-pressed={paused}
          data-testid="carousel-pause"
        >
          {paused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
        </ActionIcon>
      )}
      <Carousel
        height="100%"
        emblaOptions={{ loop: true, duration: reducedMotion ? 0 : 25 }}
        plugins={plugins}
        getEmblaApi={setEmbla}
        onSlideChange={setActive}
        withIndicators
        controlSize={36}
        previousControlProps={{ 'aria-label': 'Previous picture' }}
        nextControlProps={{ 'aria-label': 'Next picture' }}
        getIndicatorProps={(index) => ({ 'aria-label': `Show picture ${index + 1} of ${count}` })}
        classNames={{ indicator: classes.indicator, controls: classes.controls }}
        styles={{ root: { height: '100%' } }}
      >
        {CAROUSEL_SLIDES.map((slide, index) => (
          <Carousel.Slide
            key={slide.src}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== active}
          >
            <img
              className={classes.image}
              src={slide.src}
              alt={slide.alt}
              width={1200}
              height={400}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <div className={classes.caption}>{slide.caption}</div>
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}

export default HomeCarousel;
