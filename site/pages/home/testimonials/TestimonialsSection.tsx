// Testimonials: resolves photos, logos and dates on the server and hands them to the island.
import { testimonialsSection } from '@content/home/testimonials.ts';
import { homeUi } from '@content/home/ui.ts';
import { Island, asset, imageSet } from '@runtime';
import Testimonials from '@site/islands/Testimonials.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import type { TestimonialCardData } from './testimonial-types.ts';

/** The carousel runs through the six testimonials three times. */
const REPEAT = 3;

const dateLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(homeUi.testimonials.dateLocale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function TestimonialsSection() {
  const items: TestimonialCardData[] = testimonialsSection.items.map((t) => ({
    name: t.name,
    role: t.role,
    text: t.text,
    date: t.date,
    dateLabel: dateLabel(t.date),
    stars: t.stars,
    photo: imageSet(t.image.src, [96]),
    photoAlt: t.image.alt,
    company: { name: t.company.name, logo: asset(t.company.logo) },
  }));
  return (
    <Section id="testimonials" title={testimonialsSection.heading} intro={testimonialsSection.intro} tone="tint" center>
      <Island
        component={Testimonials}
        hydrate="visible"
        props={{ items, repeat: REPEAT, truncateWords: testimonialsSection.truncateWords, autoScrollMs: testimonialsSection.autoScrollMs }}
      />
    </Section>
  );
}
