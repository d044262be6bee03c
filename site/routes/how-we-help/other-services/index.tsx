import type { PageMeta } from '@runtime';
import { HubLayout } from '@site/components/services/HubLayout.tsx';
import { hubAt, metaOf } from '@site/components/services/meta.ts';

const hub = hubAt('/how-we-help/other-services/');

export const meta: PageMeta = metaOf(hub);

export default function OtherServicesHubPage() {
  return <HubLayout hub={hub} />;
}
