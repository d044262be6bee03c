// The hub of each service area (/how-we-help/erp/ …); /how-we-help/ itself is index.tsx one level up.
import type { PageMeta, PathProps, Paths } from '@runtime';
import { serviceHubs, type ServiceHub } from '@content/how-we-help/index.ts';
import { HubTemplate } from '@site/pages/how-we-help/HubTemplate.tsx';
import { metaOf } from '@site/pages/how-we-help/meta.ts';

export const paths: Paths<'area', { hub: ServiceHub }> = () =>
  serviceHubs.filter((hub) => hub.path !== '/how-we-help/').map((hub) => ({ params: { area: hub.path.split('/')[2] }, props: { hub } }));

type Props = PathProps<typeof paths>;

export const meta = ({ hub }: Props): PageMeta => metaOf(hub);

export default function AreaHubRoute({ hub }: Props) {
  return <HubTemplate hub={hub} />;
}
