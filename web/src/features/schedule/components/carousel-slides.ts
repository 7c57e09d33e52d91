/**
 * Home's pictures (product §2.6), drawn for the site and shipped with it (web/public/images/home),
 * each a few kB of SVG. The first one also stands in while the carousel's code loads.
 */
export interface CarouselSlide {
  readonly src: string;
  readonly alt: string;
  readonly caption: string;
}

export const CAROUSEL_SLIDES: readonly CarouselSlide[] = [
  {
    src: '/images/home/felt-table.svg',
    alt: 'A poker table seen from above: cards on the green felt, chip stacks and the dealer button',
    caption: 'Free poker, every week, at a venue near you',
  },
  {
    src: '/images/home/chip-stacks.svg',
    alt: 'Stacks of red, blue, black, green and purple poker chips',
    caption: 'Earn points at every game and climb the leaderboards',
  },
  {
    src: '/images/home/royal-flush.svg',
    alt: 'A royal flush in spades fanned out on the felt',
    caption: 'Quarterly tournaments for the season’s qualifiers',
  },
  {
    src: '/images/home/trophy.svg',
    alt: 'A gold champion’s trophy between two stacks of chips',
    caption: 'Win a Vegas Invite to the national championship',
  },
];

/** Product §9.1: the carousel changes every 5 seconds. */
export const CAROUSEL_DELAY_MS = 5_000;
