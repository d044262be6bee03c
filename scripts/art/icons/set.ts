// The UI icon set: 24x24 stroke icons (currentColor, 1.75 stroke, round caps/joins, no fill).
// Each entry is the inner markup; icons/render.ts wraps it in the shared <svg> element.

function gearOutline(cx: number, cy: number, teeth: number, R: number, r: number): string {
  const pts: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step - Math.PI / 2;
    for (const [rad, f] of [
      [r, -0.3],
      [R, -0.18],
      [R, 0.18],
      [r, 0.3],
    ] as const) {
      const ang = a + f * step;
      pts.push(`${(cx + Math.cos(ang) * rad).toFixed(2)} ${(cy + Math.sin(ang) * rad).toFixed(2)}`);
    }
  }
  return `<path d="M${pts.join('L')}Z"/>`;
}

function starOutline(): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? 4.2 : 9.2;
    pts.push(`${(12 + Math.cos(a) * r).toFixed(2)} ${(12.6 + Math.sin(a) * r).toFixed(2)}`);
  }
  return `<path d="M${pts.join('L')}Z"/>`;
}

export const iconSet: Record<string, string> = {
  cmdb: '<ellipse cx="10" cy="5.5" rx="6.5" ry="2.5"/><path d="M3.5 5.5v11c0 1.4 2.9 2.5 6.5 2.5"/><path d="M16.5 5.5v4"/><path d="M3.5 11c0 1.4 2.9 2.5 6.5 2.5"/><circle cx="17.5" cy="16.5" r="2"/><path d="M17.5 14.5v-2M15.7 17.6l-1.9 1.4M19.3 17.6l1.9 1.4"/>',
  workflows: '<rect x="3" y="3" width="7" height="6" rx="1.5"/><rect x="14" y="15" width="7" height="6" rx="1.5"/><path d="M10 6h4.5a2.5 2.5 0 0 1 2.5 2.5V15"/><path d="M14.5 12.5 17 15l2.5-2.5"/><path d="M6.5 9v6.5A2.5 2.5 0 0 0 9 18h2"/>',
  risk: '<path d="M10.3 4.2 2.9 17.5A2 2 0 0 0 4.6 20.5h14.8a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z"/><path d="M12 9.5v4.5"/><path d="M12 17.2h.01"/>',
  speed: '<path d="M4.3 18a9 9 0 1 1 15.4 0"/><path d="M12 14l4.5-5"/><circle cx="12" cy="14" r="1.6"/><path d="M7 10.5l-.9-.5M12 7.5V6.5"/>',
  license: '<rect x="3" y="4" width="18" height="13" rx="2"/><path d="M7 8.5h6M7 12h3.5"/><circle cx="16" cy="11" r="2.2"/><path d="M14.8 13v6.5l1.2-.9 1.2.9V13"/>',
  optimization: '<path d="M4 6h8.5M17.5 6H20M4 12h2.5M11.5 12H20M4 18h10.5M19.5 18h.5"/><circle cx="15" cy="6" r="2.2"/><circle cx="9" cy="12" r="2.2"/><circle cx="17" cy="18" r="2.2"/>',
  lifecycle: '<path d="M19.8 13.5A8 8 0 0 1 6 18"/><path d="M4.2 10.5A8 8 0 0 1 18 6"/><path d="M18 2.8V6h-3.2"/><path d="M6 21.2V18h3.2"/><circle cx="12" cy="12" r="2.2"/>',
  cloud: '<path d="M7 19h10.5a4.5 4.5 0 0 0 .7-8.95 6.2 6.2 0 0 0-11.9 1.2A3.9 3.9 0 0 0 7 19z"/>',
  database: '<ellipse cx="12" cy="5.5" rx="7" ry="2.5"/><path d="M5 5.5v13c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-13"/><path d="M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5"/>',
  shield: '<path d="M12 3l7.5 2.8v5.7c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V5.8L12 3z"/><path d="M9 12l2.2 2.2L15.2 10"/>',
  lock: '<rect x="4.5" y="10.5" width="15" height="10.5" rx="2"/><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3"/><path d="M12 14.5v2.5"/>',
  gear: gearOutline(12, 12, 8, 9.3, 7.1) + '<circle cx="12" cy="12" r="3"/>',
  chart: '<path d="M4 3.5V20h16.5"/><path d="M8.5 16v-4M12.5 16V8.5M16.5 16v-6"/>',
  network: '<circle cx="12" cy="5" r="2.2"/><circle cx="5" cy="18.5" r="2.2"/><circle cx="19" cy="18.5" r="2.2"/><circle cx="12" cy="13" r="1.6"/><path d="M12 7.2v4.2M10.6 14.1l-3.8 2.9M13.4 14.1l3.8 2.9"/>',
  code: '<path d="M8 7l-5 5 5 5M16 7l5 5-5 5M13.8 4.5l-3.6 15"/>',
  test: '<path d="M9 3h6M10 3v6.2L4.6 18.4A1.7 1.7 0 0 0 6.1 21h11.8a1.7 1.7 0 0 0 1.5-2.6L14 9.2V3"/><path d="M7.2 15h9.6"/>',
  server: '<rect x="3.5" y="4" width="17" height="7" rx="1.8"/><rect x="3.5" y="13" width="17" height="7" rx="1.8"/><path d="M7 7.5h.01M7 16.5h.01M11 7.5h6M11 16.5h6"/>',
  headset: '<path d="M4 14v-2a8 8 0 0 1 16 0v2"/><rect x="3" y="13" width="4" height="6" rx="1.5"/><rect x="17" y="13" width="4" height="6" rx="1.5"/><path d="M19 19v.5a2.5 2.5 0 0 1-2.5 2.5H13"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3c2.4 2.6 3.7 5.6 3.7 9s-1.3 6.4-3.7 9c-2.4-2.6-3.7-5.6-3.7-9S9.6 5.6 12 3z"/>',
  search: '<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5L21 21"/>',
  megaphone: '<path d="M3.5 10v4a1 1 0 0 0 1 1H7l8.5 4.5v-15L7 9H4.5a1 1 0 0 0-1 1z"/><path d="M7 15l1.4 5h2.4l-.9-4.2"/><path d="M18.5 9.5a3.5 3.5 0 0 1 0 5"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.6 6.6L12 13l8.4-6.4"/>',
  cursor: '<path d="M5 4l13 5.2-5.6 1.9-2 5.6L5 4z"/><path d="M12.6 12.7L18.5 18.5"/>',
  users: '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0"/><path d="M15.8 4.7a3.5 3.5 0 0 1 0 6.6"/><path d="M18 14.3a6.5 6.5 0 0 1 3.5 5.7"/>',
  rocket: '<path d="M12 2.8c3.4 2 4.9 5.6 4.4 10.2L14.5 16h-5L7.6 13C7.1 8.4 8.6 4.8 12 2.8z"/><circle cx="12" cy="9.5" r="1.8"/><path d="M7.8 12.6 5 15.6l2.6 1.4M16.2 12.6l2.8 3-2.6 1.4M10.5 19.2 12 21.5l1.5-2.3"/>',
  brain:
    '<path d="M12 5.5a3 3 0 0 0-5.7-1.3A3 3 0 0 0 4.2 8.7a3.4 3.4 0 0 0 .3 5.9A3 3 0 0 0 7.4 19 2.8 2.8 0 0 0 12 20.2z"/><path d="M12 5.5a3 3 0 0 1 5.7-1.3 3 3 0 0 1 2.1 4.5 3.4 3.4 0 0 1-.3 5.9 3 3 0 0 1-2.9 4.4 2.8 2.8 0 0 1-4.6 1.2"/><path d="M12 5.5v14.7"/><path d="M8.5 10.5c1 0 1.8.7 1.8 1.7M15.5 10.5c-1 0-1.8.7-1.8 1.7"/>',
  chip: '<rect x="6" y="6" width="12" height="12" rx="2"/><rect x="9.5" y="9.5" width="5" height="5" rx="1"/><path d="M9 3v3M15 3v3M9 18v3M15 18v3M3 9h3M3 15h3M18 9h3M18 15h3"/>',
  check: '<path d="M4.5 12.5l5 5L19.5 7"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>',
  handshake: '<path d="M2.5 7.5l3 -1 3.3 1.2"/><path d="M21.5 7.5l-3-1-4.3 1.4-4.3 3.6a1.5 1.5 0 0 0 2 2.2l2.6-1.9"/><path d="M2.5 14.5l2.6.2 4.9 4.6a1.4 1.4 0 0 0 2-2"/><path d="M8 16l3.2 3a1.4 1.4 0 0 0 2-2"/><path d="M11 13.5l3.2 3a1.4 1.4 0 0 0 2-2l-2.6-2.5"/><path d="M21.5 14.5l-2.7.1-2.6-2.6"/>',
  lightbulb: '<path d="M9 18h6M10 21h4"/><path d="M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.4 1.1 2.2v.5h5V16c0-.8.4-1.6 1.1-2.2A6 6 0 0 0 12 3z"/>',
  target: '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="5"/><path d="M12 12h.01"/>',
  layers: '<path d="M12 3.5L21 8l-9 4.5L3 8l9-4.5z"/><path d="M3 12l9 4.5 9-4.5"/><path d="M3 16l9 4.5 9-4.5"/>',
  refresh: '<path d="M19.6 10A8 8 0 0 0 5.3 7.5"/><path d="M4.5 3.5v4h4"/><path d="M4.4 14a8 8 0 0 0 14.3 2.5"/><path d="M19.5 20.5v-4h-4"/>',
  document: '<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5z"/><path d="M14 3v5h5"/><path d="M9 13h6M9 17h4"/>',
  phone: '<path d="M5.2 3.5h3.3l1.7 4.3-2.2 1.4a11 11 0 0 0 6.8 6.8l1.4-2.2 4.3 1.7v3.3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3.2 5.5a2 2 0 0 1 2-2z"/>',
  'map-pin': '<path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>',
  star: starOutline(),
  'arrow-right': '<path d="M5 12h14M13 6l6 6-6 6"/>',
  'arrow-up': '<path d="M12 19V5M6 11l6-6 6 6"/>',
  'arrow-down': '<path d="M12 5v14M6 13l6 6 6-6"/>',
  'chevron-down': '<path d="M6 9l6 6 6-6"/>',
  'chevron-left': '<path d="M15 6l-6 6 6 6"/>',
  'chevron-right': '<path d="M9 6l6 6-6 6"/>',
  menu: '<path d="M4 6h16M4 12h16M4 18h16"/>',
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
  play: '<path d="M7 4.8v14.4a.8.8 0 0 0 1.2.7l11.2-7.2a.8.8 0 0 0 0-1.4L8.2 4.1A.8.8 0 0 0 7 4.8z"/>',
  pause: '<path d="M8 5v14M16 5v14"/>',
  external: '<path d="M14 4h6v6M20 4l-9 9"/><path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4"/>',
  facebook: '<rect x="3" y="3" width="18" height="18" rx="5"/><path d="M15.5 7.5h-1.7a2.3 2.3 0 0 0-2.3 2.3V21M9 13h6"/>',
  instagram: '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.2 6.8h.01"/>',
  linkedin: '<rect x="3" y="3" width="18" height="18" rx="4"/><path d="M8 11v5.5M8 7.8v.01M11.5 16.5V11M11.5 13.5a2.5 2.5 0 0 1 5 0v3"/>',
  youtube: '<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path d="M10.2 9.4v5.2l4.5-2.6-4.5-2.6z"/>',
};

export function iconSvg(name: string): string {
  const inner = iconSet[name];
  if (inner === undefined) throw new Error(`unknown icon ${name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${inner}</svg>\n`;
}
