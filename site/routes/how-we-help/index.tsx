import type { PageMeta } from '@runtime';
import { HubTemplate } from '@site/pages/how-we-help/HubTemplate.tsx';
import { hubAt, metaOf } from '@site/pages/how-we-help/meta.ts';

const hub = hubAt('/how-we-help/');

export const meta: PageMeta = metaOf(hub);

export default function HowWeHelpHubPage() {
  return <HubTemplate hub={hub} />;
}
