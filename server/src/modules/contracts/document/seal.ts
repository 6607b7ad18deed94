/**
 * Party A's electronic seal, drawn as vectors from the verified company's name the way a Chinese company
 * seal looks: a red ring, the name along the upper arc, a five-pointed star in the middle and 合同专用章
 * beneath it.
 */
import { FONT } from './pdf-kit';

const RED = '#d7261e';

export function drawSeal(doc: PDFKit.PDFDocument, name: string, cx: number, cy: number, radius = 52): void {
  doc.save();
  doc
    .lineWidth(radius * 0.06)
    .strokeColor(RED)
    .fillColor(RED)
    .opacity(0.88);
  doc.circle(cx, cy, radius).stroke();

  // The star.
  const outer = radius * 0.28;
  const inner = outer * 0.382;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  doc.polygon(...points).fill();

  // The name along the upper arc, each character upright towards the centre.
  const chars = [...name];
  const span = Math.min(240, 24 + chars.length * 22); // degrees of arc the name takes
  const fontSize = Math.max(8, Math.min(radius * 0.26, ((radius * 0.78 * Math.PI * span) / 180 / chars.length) * 0.92));
  const textRadius = radius * 0.74;
  doc.font(FONT).fontSize(fontSize);
  chars.forEach((char, index) => {
    const theta = 90 + span / 2 - (span * (index + 0.5)) / chars.length; // degrees, from the left
    const rad = (theta * Math.PI) / 180;
    const x = cx + textRadius * Math.cos(rad);
    const y = cy - textRadius * Math.sin(rad);
    doc.save();
    doc.rotate(90 - theta, { origin: [x, y] });
    doc.text(char, x - fontSize / 2, y - fontSize * 0.62, { width: fontSize, align: 'center', lineBreak: false });
    doc.restore();
  });

  // 合同专用章 under the star.
  const label = '合同专用章';
  const labelSize = radius * 0.17;
  doc.fontSize(labelSize).text(label, cx - radius, cy + radius * 0.38, {
    width: radius * 2,
    align: 'center',
    lineBreak: false,
  });
  doc.restore();
}
