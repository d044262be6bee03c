/** Interface strings of the home page widgets (controls and accessible names), kept out of components. */
export const homeUi = {
  showcase: {
    label: 'ONAS in pictures',
    slide: 'slide',
    carousel: 'carousel',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    indicators: 'Choose a slide',
    goTo: (n: number) => `Go to slide ${n}`,
    position: (n: number, total: number) => `${n} of ${total}`,
    counter: (n: number, total: number) => `${n} / ${total}`,
  },
  marquee: {
    /** Accessible name of the vendor list. */
    listLabel: 'ERP and platform vendors we work with',
    /** A toggle button (aria-pressed): pressed means the names stand still. */
    pause: 'Pause the scrolling vendor names',
  },
  testimonials: {
    label: 'Client testimonials',
    carousel: 'carousel',
    slide: 'slide',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    pause: 'Pause auto-scroll',
    play: 'Play auto-scroll',
    readMore: 'Read more',
    showLess: 'Show less',
    ellipsis: '\u2026',
    position: (n: number, total: number) => `${n} of ${total}`,
    stars: (n: number, max: number) => `${n} out of ${max} stars`,
    logoAlt: (company: string) => `${company} logo`,
    /** Date format for the card footer. */
    dateLocale: 'en-GB',
  },
  newsletter: {
    highlightsLabel: 'Inside the guide',
  },
  explore: {
    /** Visually hidden suffix making each card's repeated CTA unique for screen readers. */
    ctaContext: (title: string) => `: ${title}`,
  },
  external: {
    newTab: ' (opens in a new tab)',
  },
} as const;
