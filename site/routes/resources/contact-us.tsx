import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/resources/contact-us.ts';
import { ContactPage } from '@site/pages/resources/contact-us/ContactPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <ContactPage page={page} />;
}
