// Pagefind's excerpts are HTML: page text with < and > escaped, and the matches wrapped in <mark>.
// They are turned into DOM nodes here without ever being parsed as HTML: <mark> and </mark> are the
// only markup kept, everything else becomes text (so a page quoting "<script>" shows it as text).
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&amp;': '&' };

const decode = (s: string) => s.replace(/&(?:lt|gt|quot|amp|#39|#x27);/g, (e) => ENTITIES[e]);

export function excerptNodes(doc: Document, excerpt: string): Node[] {
  const nodes: Node[] = [];
  let marked = false;
  for (const part of excerpt.split(/(<\/?mark>)/)) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part) {
      const text = doc.createTextNode(decode(part));
      if (marked) {
        const mark = doc.createElement('mark');
        mark.append(text);
        nodes.push(mark);
      } else nodes.push(text);
    }
  }
  return nodes;
}
