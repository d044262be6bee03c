import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/resources/hub.ts';
import { ResourcesHubPage } from '@site/components/pages/resources/ResourcesHubPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <ResourcesHubPage page={page} />;
}
