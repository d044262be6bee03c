// Home page: content from content/home, layout in site/components/home.
import type { PageMeta } from '@runtime';
import { meta as homeMeta } from '@content/home/index.ts';
import { HomePage } from '@site/components/home/HomePage.tsx';

export const meta: PageMeta = { title: homeMeta.title, description: homeMeta.description };

export default function Home() {
  return <HomePage />;
}
