import type { PageMeta } from '@runtime';
import page from '@content/services/digital-transformation/genai.ts';
import { GenAiLayout } from '@site/components/services/GenAiLayout.tsx';
import { metaOf } from '@site/components/services/meta.ts';

export const meta: PageMeta = metaOf(page);

export default function GenerativeAIPage() {
  return <GenAiLayout page={page} />;
}
