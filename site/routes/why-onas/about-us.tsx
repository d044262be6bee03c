import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/why-onas/about-us.ts';
import { AboutPage } from '@site/pages/why-onas/about-us/AboutPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <AboutPage page={page} />;
}
