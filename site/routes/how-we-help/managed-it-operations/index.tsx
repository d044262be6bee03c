import type { PageMeta } from '@runtime';
import { HubLayout } from '@site/components/services/HubLayout.tsx';
import { hubAt, metaOf } from '@site/components/services/meta.ts';

const hub = hubAt('/how-we-help/managed-it-operations/');

export const meta: PageMeta = metaOf(hub);

export default function ManagedItOperationsHubPage() {
  return <HubLayout hub={hub} />;
}
