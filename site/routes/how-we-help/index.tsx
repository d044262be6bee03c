import type { PageMeta } from '@runtime';
import { HubTemplate } from '@site/components/services/HubTemplate.tsx';
import { hubAt, metaOf } from '@site/components/services/meta.ts';

const hub = hubAt('/how-we-help/');

export const meta: PageMeta = metaOf(hub);

export default function HowWeHelpHubPage() {
  return <HubTemplate hub={hub} />;
}
