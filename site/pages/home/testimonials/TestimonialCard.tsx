// One testimonial: person, five stars, the quote (first 20 words with Read more / Show less when
// longer), date, company name and logo. Rendered inside the Testimonials island.
import { forwardRef, useId } from 'react';
import { Picture } from '@runtime';
import { homeUi } from '@content/home/ui.ts';
import type { TestimonialCardData } from './testimonial-types.ts';
import { truncateWords } from './truncate.ts';
import * as s from './testimonial-styles.ts';

const ui = homeUi.testimonials;
const MAX_STARS = 5;

export interface TestimonialCardProps {
  item: TestimonialCardData;
  limit: number;
  expanded: boolean;
  onToggle: () => void;
}

export const TestimonialCard = forwardRef<HTMLDivElement, TestimonialCardProps>(function TestimonialCard({ item, limit, expanded, onToggle }, ref) {
  const textId = useId();
  const { short, truncated } = truncateWords(item.text, limit);
  return (
    <div className={s.card} ref={ref} data-card>
      <div className={s.person}>
        <Picture set={item.photo} alt={item.photoAlt} sizes="48px" />
        <div>
          <h3>{item.name}</h3>
          <p>{item.role}</p>
        </div>
      </div>
      <span className={s.stars} role="img" aria-label={ui.stars(item.stars, MAX_STARS)} data-stars={Math.round(item.stars)} />
      <blockquote className={s.quote}>
        <p id={textId} data-text>
          {truncated && !expanded ? `${short}${ui.ellipsis}` : item.text}
        </p>
      </blockquote>
      {truncated && (
        <button type="button" className={s.more} aria-expanded={expanded} aria-controls={textId} onClick={onToggle}>
          {expanded ? ui.showLess : ui.readMore}
        </button>
      )}
      <div className={s.meta}>
        <time dateTime={item.date}>{item.dateLabel}</time>
        <span className={s.company}>
          <img src={item.company.logo} alt="" width={80} height={24} loading="lazy" decoding="async" />
          {item.company.name}
        </span>
      </div>
    </div>
  );
});
