import type { Picture } from '../types.ts';
import { downloadGuideLabel, guideFileName, guideUrl, newsletterForm } from '../forms.ts';

export interface NewsletterBlock {
  title: string;
  /** Name of the free guide. */
  guideName: string;
  pitch: string;
  /** What the guide covers, shown as a short list. */
  highlights: string[];
  fieldLabel: string;
  placeholder: string;
  buttonLabel: string;
  downloadLabel: string;
  guideUrl: string;
  guideFileName: string;
  /** Rendered as: {before}<a href={href}>{linkLabel}</a>{after} */
  privacyNote: { before: string; linkLabel: string; href: string; after: string };
  image: Picture;
}

export const newsletter: NewsletterBlock = {
  title: 'Your AI Solution Provider',
  guideName: 'ONAS AI Solutions Guide',
  pitch:
    'Get the free ONAS AI Solutions Guide, a practical PDF for business and IT leaders who want results from AI this year. Enter your work e-mail and the download unlocks straight away.',
  highlights: [
    'A checklist to rate your data and process readiness',
    'Where AI adds value in ERP, service management and operations',
    'How to run a 90-day pilot and decide whether to scale it',
  ],
  fieldLabel: newsletterForm.email.label,
  placeholder: newsletterForm.email.placeholder,
  buttonLabel: newsletterForm.submitLabel,
  downloadLabel: downloadGuideLabel,
  guideUrl,
  guideFileName,
  privacyNote: {
    before: 'We also send occasional updates; unsubscribe at any time. See our ',
    linkLabel: 'Privacy Policy',
    href: '/privacy-policy/',
    after: ' for how we handle your e-mail address.',
  },
  image: { src: 'images/home/newsletter.jpg', alt: 'Cover of the ONAS AI Solutions Guide on a tablet' },
};
