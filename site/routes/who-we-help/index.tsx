import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/industries/hub.ts';
import { WhoWeHelpHubPage } from '@site/components/pages/industries/WhoWeHelpHubPage.tsx';

export const meta: PageMeta = content;

export default function WhoWeHelp() {
  return <WhoWeHelpHubPage page={page} />;
}
