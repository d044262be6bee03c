import type { PageMeta } from '@runtime';
import { HubLayout } from '@site/components/services/HubLayout.tsx';
import { hubAt, metaOf } from '@site/components/services/meta.ts';

const hub = hubAt('/how-we-help/');

export const meta: PageMeta = metaOf(hub);

export default function HowWeHelpHubPage() {
  return <HubLayout hub={hub} />;
}
