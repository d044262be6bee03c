/**
 * FICTIONAL SAMPLES. Every testimonial below is invented: the people, their quotes and the
 * companies (Kestrel Logistics, Bluepeak Pharma, Harbourline Bank, Tessera Retail, Vantor Energy,
 * Lumio Health) are not real clients. The company must replace all six with real, approved
 * testimonials (and real photos and logos) before launch, then set `sample: false`.
 */
import type { Picture } from '../types.ts';

/** Spec entity "Testimonial". */
export interface Testimonial {
  /** True while the entry is a placeholder that must be replaced before launch. */
  sample: boolean;
  name: string;
  role: string;
  image: Picture;
  text: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  stars: 1 | 2 | 3 | 4 | 5;
  company: { name: string; logo: string };
}

export interface TestimonialsSection {
  heading: string;
  intro: string;
  /** Exactly six; the carousel repeats them three times. */
  items: Testimonial[];
  /** Cards longer than this many words get Read more / Show less. */
  truncateWords: number;
  autoScrollMs: number;
}

export const testimonials: Testimonial[] = [
  {
    sample: true,
    name: 'Daniel Okafor',
    role: 'Head of Finance Systems',
    image: { src: 'images/testimonials/person-1.jpg', alt: 'Portrait of Daniel Okafor' },
    text: 'ONAS moved our finance and warehouse processes from three legacy systems onto SAP S/4HANA in eleven months. Their team cleaned five years of master data before cutover, so our month-end close dropped from nine working days to five in the first quarter after go-live.',
    date: '2025-04-17',
    stars: 5,
    company: { name: 'Kestrel Logistics', logo: 'images/testimonials/company-1.svg' },
  },
  {
    sample: true,
    name: 'Priya Raman',
    role: 'Director, Quality Systems',
    image: { src: 'images/testimonials/person-2.jpg', alt: 'Portrait of Priya Raman' },
    text: 'We asked ONAS to test whether machine learning could speed up deviation reviews across our plants. They built a pilot on our own batch records, validated it with our QA team, and it now pre-classifies new deviations so reviewers spend their time on the complex cases.',
    date: '2025-08-05',
    stars: 5,
    company: { name: 'Bluepeak Pharma', logo: 'images/testimonials/company-2.svg' },
  },
  {
    sample: true,
    name: 'Marcus Lindqvist',
    role: 'VP, Technology Operations',
    image: { src: 'images/testimonials/person-3.jpg', alt: 'Portrait of Marcus Lindqvist' },
    text: 'ONAS has run our 24x7 service desk and network monitoring for two years. Critical incidents are acknowledged within fifteen minutes, every monthly report matches our own ticket data, and they caught an expiring certificate before it could take down online banking.',
    date: '2025-11-20',
    stars: 5,
    company: { name: 'Harbourline Bank', logo: 'images/testimonials/company-3.svg' },
  },
  {
    sample: true,
    name: 'Sofia Marchetti',
    role: 'HR Director',
    image: { src: 'images/testimonials/person-4.jpg', alt: 'Portrait of Sofia Marchetti' },
    text: 'Forty seasonal store and support roles filled in three weeks, and two early leavers replaced within days.',
    date: '2026-01-28',
    stars: 5,
    company: { name: 'Tessera Retail', logo: 'images/testimonials/company-4.svg' },
  },
  {
    sample: true,
    name: 'Ethan Cole',
    role: 'Chief Information Officer',
    image: { src: 'images/testimonials/person-5.jpg', alt: 'Portrait of Ethan Cole' },
    text: 'Our ServiceNow platform had grown messy after several rushed upgrades. ONAS audited every custom script, retired what we no longer needed and rebuilt change management around standard workflows. Upgrades that used to take a quarter now take about three weeks, and our auditors finally have a clean trail.',
    date: '2026-05-12',
    stars: 5,
    company: { name: 'Vantor Energy', logo: 'images/testimonials/company-5.svg' },
  },
  {
    sample: true,
    name: 'Ananya Iyer',
    role: 'Talent Acquisition Lead',
    image: { src: 'images/testimonials/person-6.jpg', alt: 'Portrait of Ananya Iyer' },
    text: 'When we needed Salesforce developers and QA engineers for a patient-portal launch, ONAS shared vetted shortlists within a week. Two contract-to-hire engineers have since joined us permanently, and the one early mismatch was replaced at no extra cost within ten days.',
    date: '2026-09-03',
    stars: 5,
    company: { name: 'Lumio Health', logo: 'images/testimonials/company-6.svg' },
  },
];

export const testimonialsSection: TestimonialsSection = {
  heading: 'What Our Clients Say',
  intro: 'Results from ERP, AI, managed IT and staffing engagements, in our clients\u2019 own words.',
  items: testimonials,
  truncateWords: 20,
  autoScrollMs: 3000,
};
