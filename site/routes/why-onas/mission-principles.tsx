import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/why-onas/mission-principles.ts';
import { MissionPage } from '@site/pages/why-onas/mission-principles/MissionPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <MissionPage page={page} />;
}
