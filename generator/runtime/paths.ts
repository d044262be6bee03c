// Types for dynamic routes (a route file with [bracketed] segments) and endpoints (a route file
// such as feed.xml.ts that returns a string). The build validates what paths() returns.

/** One page of a dynamic route: the value of each [segment] and the props its component receives. */
export interface PathEntry<Param extends string, Props> {
  params: { [K in Param]: string };
  props: Props;
}

/**
 * What a dynamic route exports as `paths`: every page it builds. Name the route's segments in
 * `Param` ('area' | 'service' for [area]/[service].tsx) so a missing one is a type error.
 */
export type Paths<Param extends string, Props = Record<string, never>> = () => PathEntry<Param, Props>[] | Promise<PathEntry<Param, Props>[]>;

/** The props of a dynamic route's page component, from its `paths` export. */
export type PathProps<P> = P extends Paths<string, infer Props> ? Props : never;

/** What an endpoint's default export receives. */
export interface EndpointContext<Props = unknown> {
  /** The site's absolute URL with a trailing slash, for absolute links. */
  site: string;
  /** The URL path this endpoint is written to, e.g. "/blog/feed.xml". */
  url: string;
  params: Record<string, string>;
  props: Props;
}

/** An endpoint route's default export: returns the file's content. */
export type Endpoint<Props = unknown> = (context: EndpointContext<Props>) => string | Promise<string>;
