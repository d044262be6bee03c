import type { CaseStudiesPage as Page } from '@content/resources/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { IndexHero } from '@site/components/blocks/IndexHero.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { CaseStudyArticle } from './CaseStudyArticle.tsx';

/** /resources/case-studies/: hero with an index of the stories, then one article per case study. */
export function CaseStudiesPage({ page }: { page: Page }) {
  return (
    <Layout>
      <IndexHero
        hero={page.hero}
        eyebrow={ui.eyebrows.resources}
        index={{
          id: 'case-study-index',
          heading: ui.caseStudies.indexHeading,
          label: ui.caseStudies.indexHeading,
          items: page.caseStudies.map((c) => ({ id: c.id, name: c.title })),
          columns: 1,
        }}
      />
      <TextSection id="how-to-read" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      {page.caseStudies.map((c, i) => (
        <CaseStudyArticle key={c.id} study={c} tone={i % 2 === 0 ? 'tint' : 'white'} />
      ))}
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
