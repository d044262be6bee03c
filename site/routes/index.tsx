// Home page: content from content/home, page in site/pages/home.
import type { PageMeta } from '@runtime';
import { meta as homeMeta } from '@content/home/index.ts';
import { HomePage } from '@site/pages/home/HomePage.tsx';

export const meta: PageMeta = { title: homeMeta.title, description: homeMeta.description };

export default function Home() {
  return <HomePage />;
}
