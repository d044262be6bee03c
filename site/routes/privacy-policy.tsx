import type { PageMeta } from '@runtime';
import { privacyPolicy } from '@content/privacy-policy.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { PolicyBody, PolicyHead } from '@site/pages/privacy-policy/PolicyPage.tsx';
import { ContactCta } from '@site/components/ui/ContactCta.tsx';

export const meta: PageMeta = privacyPolicy.meta;

export default function PrivacyPolicyRoute() {
  return (
    <Layout>
      <PolicyHead policy={privacyPolicy} />
      <PolicyBody policy={privacyPolicy} />
      <ContactCta heading="Questions about your data?" text="Write to us and we will answer within 30 days, as this policy promises." />
    </Layout>
  );
}
