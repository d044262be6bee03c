// The "ONAS AI Solutions Guide" (assets/guide.pdf, the newsletter's download) drawn with pdfkit from its
// copy in content/guide.ts, in the site's colours. `npm run guide` (scripts/guide/build-guide.ts) writes it;
// test/api/guide.test.ts checks the committed file against it. The output is byte-stable: the same
// content gives the same file (fixed dates, no random ids).
import PDFDocument from 'pdfkit';
import { company } from '../../content/company.ts';
import { color } from '../theme/tokens.ts';
import { guide, type GuideBlock, type GuideCard, type GuidePage, type GuideStep } from '../../content/guide.ts';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { top: 72, bottom: 72, left: 60, right: 60 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const FOOTER_Y = PAGE.height - 44;

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', oblique: 'Helvetica-Oblique' };
const INK = color.ink;
const BODY_SIZE = 11;
const MUTED = color.gray700;

type Doc = PDFKit.PDFDocument;

export class GuideLayoutError extends Error {}

/** Renders the guide and returns the PDF bytes. */
export async function renderGuide(): Promise<Buffer> {
  const created = new Date(guide.date);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    compress: true,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: guide.title,
      Author: company.name,
      Subject: guide.subtitle,
      Keywords: guide.keywords,
      Creator: 'ONAS website build (scripts/guide/build-guide.ts)',
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  let expectedPages = 0;
  const newPage = () => {
    doc.addPage();
    expectedPages++;
  };

  newPage();
  drawCover(doc);
  guide.pages.forEach((page, index) => {
    newPage();
    drawPage(doc, page);
    const pages = doc.bufferedPageRange().count;
    if (pages !== expectedPages) {
      throw new GuideLayoutError(`Guide page ${index + 2} ("${page.title}") does not fit on one page: shorten its copy in content/guide.ts.`);
    }
  });
  drawFooters(doc);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

// ------------------------------------------------------------------------------------------------ cover

function drawCover(doc: Doc): void {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(color.navy);
  doc.rect(0, PAGE.height * 0.62, PAGE.width, 10).fill(color.maroon);
  doc.rect(MARGIN.left, 150, 56, 6).fill(color.maroon500);

  doc.fillColor(color.gray300).font(FONT.bold).fontSize(11).text(company.name.toUpperCase(), MARGIN.left, 110, { characterSpacing: 3 });
  doc
    .fillColor(color.white)
    .font(FONT.bold)
    .fontSize(38)
    .text(guide.title, MARGIN.left, 180, { width: CONTENT_WIDTH - 40, lineGap: 4 });
  doc.moveDown(0.6);
  doc
    .fillColor(color.navy100)
    .font(FONT.regular)
    .fontSize(15)
    .text(guide.subtitle, { width: CONTENT_WIDTH - 60, lineGap: 5 });

  const lowerTop = PAGE.height * 0.62 + 46;
  doc.fillColor(color.white).font(FONT.bold).fontSize(10.5).text(guide.coverNote, MARGIN.left, lowerTop, { width: CONTENT_WIDTH, characterSpacing: 0.3 });
  doc
    .fillColor(color.gray300)
    .font(FONT.regular)
    .fontSize(10.5)
    .text(`${company.name}  |  IT consulting, staffing and EdTech`, MARGIN.left, lowerTop + 40)
    .text(`Head office: ${company.headOffice.city}, ${company.headOffice.region}, ${company.headOffice.country}`)
    .text(company.email, { link: `mailto:${company.email}`, underline: false });
  doc
    .fillColor(color.gray500)
    .fontSize(9)
    .text(guide.edition, MARGIN.left, PAGE.height - 90);
}

// ------------------------------------------------------------------------------------------ inner pages

function drawPage(doc: Doc, page: GuidePage): void {
  doc.rect(0, 0, PAGE.width, 8).fill(color.navy);
  doc.rect(0, 8, PAGE.width, 3).fill(color.maroon);

  doc
    .fillColor(color.maroon)
    .font(FONT.bold)
    .fontSize(9.5)
    .text(page.kicker.toUpperCase(), MARGIN.left, MARGIN.top - 14, { characterSpacing: 2 });
  doc.moveDown(0.3);
  doc.fillColor(color.navy).font(FONT.bold).fontSize(23).text(page.title, { width: CONTENT_WIDTH, lineGap: 2 });
  const ruleY = doc.y + 8;
  doc.rect(MARGIN.left, ruleY, 48, 3).fill(color.maroon);
  doc.y = ruleY + 20;

  for (const block of page.blocks) drawBlock(doc, block);
}

function drawBlock(doc: Doc, block: GuideBlock): void {
  doc.x = MARGIN.left;
  switch (block.kind) {
    case 'paragraph':
      doc.fillColor(INK).font(FONT.regular).fontSize(BODY_SIZE).text(block.text, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 3.6 });
      doc.moveDown(0.9);
      return;
    case 'subheading':
      doc.moveDown(0.4);
      doc.fillColor(color.navy).font(FONT.bold).fontSize(13.5).text(block.text, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
      doc.moveDown(0.5);
      return;
    case 'bullets':
      drawBullets(doc, block.items);
      return;
    case 'cards':
      drawCards(doc, block.items);
      return;
    case 'steps':
      drawSteps(doc, block.items);
      return;
    case 'callout':
      drawCallout(doc, block.title, block.text);
      return;
    case 'contact':
      drawContact(doc);
      return;
  }
}

function drawBullets(doc: Doc, items: string[]): void {
  const indent = 16;
  for (const item of items) {
    const top = doc.y;
    doc.rect(MARGIN.left + 2, top + 3.5, 5, 5).fill(color.maroon);
    doc
      .fillColor(INK)
      .font(FONT.regular)
      .fontSize(BODY_SIZE)
      .text(item, MARGIN.left + indent, top, { width: CONTENT_WIDTH - indent, lineGap: 3 });
    doc.moveDown(0.4);
  }
  doc.moveDown(0.5);
}

function drawCards(doc: Doc, items: GuideCard[]): void {
  const gap = 14;
  const width = (CONTENT_WIDTH - gap) / 2;
  const padding = 12;
  const textHeight = (card: GuideCard) => {
    doc.font(FONT.bold).fontSize(11.5);
    const title = doc.heightOfString(card.title, { width: width - 2 * padding });
    doc.font(FONT.regular).fontSize(9.8);
    return title + 6 + doc.heightOfString(card.text, { width: width - 2 * padding, lineGap: 2 });
  };
  let top = doc.y + 4;
  for (let i = 0; i < items.length; i += 2) {
    const row = items.slice(i, i + 2);
    const height = Math.max(...row.map(textHeight)) + 2 * padding + 4;
    row.forEach((card, j) => {
      const x = MARGIN.left + j * (width + gap);
      doc.rect(x, top, width, height).fill(color.gray50);
      doc.rect(x, top, width, 4).fill(j === 0 ? color.navy : color.maroon);
      doc
        .fillColor(color.navy)
        .font(FONT.bold)
        .fontSize(11.5)
        .text(card.title, x + padding, top + padding + 4, { width: width - 2 * padding });
      doc.moveDown(0.25);
      doc
        .fillColor(MUTED)
        .font(FONT.regular)
        .fontSize(9.8)
        .text(card.text, x + padding, doc.y, { width: width - 2 * padding, lineGap: 2 });
    });
    top += height + gap;
  }
  doc.x = MARGIN.left;
  doc.y = top;
}

function drawSteps(doc: Doc, steps: GuideStep[]): void {
  const badge = 14;
  const gap = 20;
  const textX = MARGIN.left + 2 * badge + 16;
  const textWidth = CONTENT_WIDTH - (textX - MARGIN.left);
  let top = doc.y + 6;
  const centres: number[] = [];
  steps.forEach((step, index) => {
    const centreY = top + badge;
    centres.push(centreY);
    doc.circle(MARGIN.left + badge, centreY, badge).fill(color.navy);
    doc
      .fillColor(color.white)
      .font(FONT.bold)
      .fontSize(12.5)
      .text(String(index + 1), MARGIN.left, centreY - 6.5, { width: 2 * badge, align: 'center' });
    doc
      .fillColor(color.navy)
      .font(FONT.bold)
      .fontSize(12.5)
      .text(step.title, textX, top + 1, { continued: true })
      .fillColor(color.maroon)
      .font(FONT.bold)
      .fontSize(9.5)
      .text(`    ${step.duration.toUpperCase()}`, { characterSpacing: 0.8 });
    doc
      .fillColor(INK)
      .font(FONT.regular)
      .fontSize(BODY_SIZE)
      .text(step.text, textX, doc.y + 4, { width: textWidth, lineGap: 3, characterSpacing: 0 });
    top = Math.max(doc.y, top + 2 * badge) + gap;
  });
  // A thin line joins the numbers, drawn behind them.
  for (let i = 0; i + 1 < centres.length; i++) {
    doc
      .moveTo(MARGIN.left + badge, centres[i] + badge + 3)
      .lineTo(MARGIN.left + badge, centres[i + 1] - badge - 3)
      .lineWidth(2)
      .strokeColor(color.gray300)
      .stroke();
  }
  doc.x = MARGIN.left;
  doc.y = top;
}

function drawCallout(doc: Doc, title: string, text: string): void {
  const padding = 14;
  const width = CONTENT_WIDTH;
  doc.font(FONT.bold).fontSize(11.5);
  const titleHeight = doc.heightOfString(title, { width: width - 2 * padding - 6 });
  doc.font(FONT.regular).fontSize(10.5);
  const textHeight = doc.heightOfString(text, { width: width - 2 * padding - 6, lineGap: 2.5 });
  const height = titleHeight + textHeight + 2 * padding + 6;
  const top = doc.y + 6;
  doc.rect(MARGIN.left, top, width, height).fill(color.maroon100);
  doc.rect(MARGIN.left, top, 5, height).fill(color.maroon);
  doc
    .fillColor(color.maroon)
    .font(FONT.bold)
    .fontSize(11.5)
    .text(title, MARGIN.left + padding + 6, top + padding, { width: width - 2 * padding - 6 });
  doc.moveDown(0.3);
  doc
    .fillColor(INK)
    .font(FONT.regular)
    .fontSize(10.5)
    .text(text, MARGIN.left + padding + 6, doc.y, { width: width - 2 * padding - 6, lineGap: 2.5 });
  doc.x = MARGIN.left;
  doc.y = top + height + 16;
}

function drawContact(doc: Doc): void {
  const rows: [string, string, string?][] = [
    ['E-mail', company.email, `mailto:${company.email}`],
    ['Phone', company.phones.map((p) => `${p.display} (${p.label})`).join('    ')],
    ['Head office', company.headOffice.address],
    ['Online', 'The contact form on the Contact Us page of our website'],
  ];
  const top = doc.y + 10;
  const padding = 24;
  const labelWidth = 96;
  const rowHeight = 22;
  const height = padding * 2 + 30 + rows.length * rowHeight;
  doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(color.navy);
  doc.rect(MARGIN.left, top + height - 5, CONTENT_WIDTH, 5).fill(color.maroon);
  const x = MARGIN.left + padding;
  doc
    .fillColor(color.white)
    .font(FONT.bold)
    .fontSize(16)
    .text(`Talk to the ${company.name} AI team`, x, top + padding);
  rows.forEach(([label, value, link], i) => {
    const y = top + padding + 32 + i * rowHeight;
    doc
      .fillColor(color.gray300)
      .font(FONT.bold)
      .fontSize(9)
      .text(label.toUpperCase(), x, y + 1.5, { characterSpacing: 1.2, width: labelWidth, lineBreak: false });
    doc
      .fillColor(color.white)
      .font(FONT.regular)
      .fontSize(11.5)
      .text(value, x + labelWidth, y, { characterSpacing: 0, width: CONTENT_WIDTH - 2 * padding - labelWidth, link, lineBreak: false });
  });
  doc.x = MARGIN.left;
  doc.y = top + height + 12;
}

// ------------------------------------------------------------------------------------------------ footer

function drawFooters(doc: Doc): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const onCover = i === start;
    if (!onCover) {
      doc
        .moveTo(MARGIN.left, FOOTER_Y - 10)
        .lineTo(PAGE.width - MARGIN.right, FOOTER_Y - 10)
        .lineWidth(0.5)
        .strokeColor(color.gray300)
        .stroke();
      doc
        .fillColor(color.gray500)
        .font(FONT.regular)
        .fontSize(8.5)
        .text(guide.title, MARGIN.left, FOOTER_Y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    }
    doc
      .fillColor(onCover ? color.gray500 : color.navy)
      .font(FONT.bold)
      .fontSize(8.5)
      .text(`Page ${i - start + 1} of ${count}`, PAGE.width / 2, FOOTER_Y, { width: PAGE.width / 2 - MARGIN.right, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
