import type { PageMeta } from '@runtime';
import page from '@content/services/digital-transformation/iot-services.ts';
import { ContentLayout } from '@site/components/services/ContentLayout.tsx';
import { metaOf } from '@site/components/services/meta.ts';

export const meta: PageMeta = metaOf(page);

export default function IoTDevelopmentPage() {
  return <ContentLayout page={page} />;
}
