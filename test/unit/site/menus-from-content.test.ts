// Issue 41: a service, an industry or a staffing section is declared once, in the content that makes its page,
// and the menu follows. The test adds one entry to each list the pages are made from (what a new service file
// and its line in the area index do), then loads the menu: each new entry is in its column, in its place,
// and the service is in its hub's list too. With a hand-written menu none of them would be there.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { NavCategory, NavItem } from '@content/nav.ts';
import { erpPages } from '@content/how-we-help/erp/index.ts';
import { sections as industrySections, menuOnly } from '@content/who-we-help/industries.ts';
import { sections as itConsultingSections } from '@content/staffing/it-consulting.ts';

const sap = erpPages[0]!;
erpPages.splice(2, 0, { ...sap, slug: 'odoo', name: 'Odoo', menuLabel: 'Odoo' });
const banking = industrySections[0]!;
industrySections.push({ ...banking, id: 'banking', name: 'Aviation', menu: { column: 'industrial', position: 7, label: 'Aviation' } });
itConsultingSections.push({ ...itConsultingSections[0]!, name: 'Energy', menuLabel: 'Energy Staffing' });

// Loaded after the lists changed, as a build loads them after the content files.
const { mainNav } = await import('@content/nav.ts');
const { pagesInArea } = await import('@content/how-we-help/index.ts');

const column = (menu: string, name: string) => {
  const item = mainNav.find((i: NavItem) => i.label === menu)!;
  return (item.children as NavCategory[]).find((c) => c.name === name)!;
};
const labels = (c: NavCategory) => c.items.map((l) => l.label);

test('a new service is in its area column, in the index order, and in its hub', () => {
  const erp = column('How We Help', 'ERP');
  assert.equal(labels(erp), ['SAP', 'Salesforce', 'Odoo', 'NetSuite', 'ServiceNow', 'Workday', 'Oracle']);
  assert.is(erp.items[2]!.href, '/how-we-help/erp/odoo/');
  assert.ok(pagesInArea('erp').some((p) => p.slug === 'odoo'));
});

test('a new industry is in the column and place its section declares', () => {
  const industrial = column('Who We Help', 'Industrial, Energy & Logistics');
  assert.is(labels(industrial).at(-1), 'Aviation');
});

test('a new staffing section follows the page order', () => {
  assert.is(labels(column('Staffing', 'IT Consulting')).at(-1), 'Energy Staffing');
});

test("the spec's menu-only industries keep their place and open their nearest section", () => {
  const items = ['Financial & Public Sector', 'Consumer, Health & Technology', 'Industrial, Energy & Logistics'].flatMap(
    (name) => column('Who We Help', name).items,
  );
  for (const entry of menuOnly) {
    const found = items.find((l) => l.label === entry.label);
    assert.is(found?.href, `/who-we-help/industries/#${entry.target}`, entry.label);
  }
  assert.equal(labels(column('Who We Help', 'Industrial, Energy & Logistics')).slice(0, 6), [
    'Manufacturing',
    'Engineering, Construction & Operations',
    'Oil, Gas & Energy',
    'Energy, Resources & Utilities',
    'Natural Resources',
    'Travel & Logistics',
  ]);
});

test.run();
