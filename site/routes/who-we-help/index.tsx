import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/who-we-help/index.ts';
import { WhoWeHelpHubPage } from '@site/pages/who-we-help/WhoWeHelpHubPage.tsx';

export const meta: PageMeta = content;

export default function WhoWeHelp() {
  return <WhoWeHelpHubPage page={page} />;
}
