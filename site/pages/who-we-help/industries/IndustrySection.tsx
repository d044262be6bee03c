import type { IndustrySection as Industry } from '@content/who-we-help/types.ts';
import { ui } from '@content/ui/pages.ts';
import { FeatureSection } from '@site/components/blocks/FeatureSection.tsx';
import { ListPanel, PanelPair } from '@site/components/blocks/ListPanel.tsx';

/** One sector on the industries page: picture, summary, challenges and how we help. */
export function IndustrySection({ industry, index, indexId }: { industry: Industry; index: number; indexId: string }) {
  return (
    <FeatureSection
      id={industry.id}
      title={industry.name}
      picture={industry.picture}
      reverse={index % 2 === 1}
      tone={index % 2 === 0 ? 'tint' : 'white'}
      back={{ href: `#${indexId}`, label: ui.backToIndex }}
      more={
        <PanelPair>
          <ListPanel heading={ui.industries.challenges} items={industry.challenges} marker="dot" accent="maroon" />
          <ListPanel heading={ui.industries.howWeHelp} items={industry.howWeHelp} marker="check" />
        </PanelPair>
      }
    >
      <p>{industry.summary}</p>
    </FeatureSection>
  );
}
