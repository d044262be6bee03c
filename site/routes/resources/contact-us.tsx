import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/resources/contact.ts';
import { ContactPage } from '@site/components/pages/contact/ContactPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <ContactPage page={page} />;
}
