import type { PageMeta } from '@runtime';
import { notFound } from '@content/404.ts';
import { NotFoundPage } from '@site/pages/404/NotFoundPage.tsx';

export const meta: PageMeta = notFound.meta;

export default function NotFound() {
  return <NotFoundPage />;
}
