import type { ImageVariantSet } from '@runtime';

/** A testimonial as the Testimonials island receives it (resolved on the server). */
export interface TestimonialCardData {
  name: string;
  role: string;
  text: string;
  /** ISO date for <time datetime> and the formatted label shown. */
  date: string;
  dateLabel: string;
  stars: number;
  photo: ImageVariantSet;
  photoAlt: string;
  company: { name: string; logo: string };
}

export interface TestimonialsProps {
  items: TestimonialCardData[];
  /** How many times the list is repeated for the infinite loop (3: originals plus two copies). */
  repeat: number;
  truncateWords: number;
  autoScrollMs: number;
}
