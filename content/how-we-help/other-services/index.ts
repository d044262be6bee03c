import type { ContentServicePage } from '../types.ts';
import webDev from './web-dev.ts';
import seo from './seo.ts';
import socialMedia from './social-media.ts';
import contentMarketing from './content-marketing.ts';
import emailMarketing from './email-marketing.ts';
import ppc from './ppc.ts';

/** Web and marketing service pages, in menu order. */
export const otherServicesPages: ContentServicePage[] = [webDev, seo, socialMedia, contentMarketing, emailMarketing, ppc];
