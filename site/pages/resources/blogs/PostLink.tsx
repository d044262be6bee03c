import type { ComponentProps } from 'react';
import { blog } from '@content/resources/blogs.ts';
import { isExternal } from '@site/components/ui/ButtonLink.tsx';

/** Links written in a post: external ones open in a new tab like the site's other external links, and say so. */
export function PostLink({ href = '', children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
  if (!isExternal(href))
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  return (
    <a href={href} {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{blog.ui.newTab}</span>
    </a>
  );
}
