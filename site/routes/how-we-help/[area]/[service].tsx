// Every service page (27): one per entry of the service content, in the layout it names.
import type { PageMeta, PathProps, Paths } from '@runtime';
import { servicePages, type ServicePage } from '@content/how-we-help/index.ts';
import { ServiceTemplate } from '@site/pages/how-we-help/ServiceTemplate.tsx';
import { metaOf } from '@site/pages/how-we-help/meta.ts';

export const paths: Paths<'area' | 'service', { page: ServicePage }> = () =>
  servicePages.map((page) => ({ params: { area: page.area, service: page.slug }, props: { page } }));

type Props = PathProps<typeof paths>;

export const meta = ({ page }: Props): PageMeta => metaOf(page);

export default function ServiceRoute({ page }: Props) {
  return <ServiceTemplate page={page} />;
}
