import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/resources/index.ts';
import { ResourcesHubPage } from '@site/pages/resources/ResourcesHubPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <ResourcesHubPage page={page} />;
}
