/**
 * The image of a captcha: a PNG drawn with Skia (@napi-rs/canvas), large enough to read on a phone and
 * built so that a program cannot read the answer out of the file. An SVG captcha kept each glyph as one path
 * with fixed commands, which a script matched 50 times out of 50; here the answer exists only as pixels:
 * each character is a font glyph at its own size, angle and slant, the whole line is bent by a random wave
 * (so glyphs cannot be cut apart at fixed columns), and two thin curves in the text's colours cross it.
 * Colours are dark on light, for people; the noise stays light, so people read it at a glance.
 */
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { repoRoot } from '../../core/config';

/** Pixel size of the image; the app shows it at half (crisp on 2x screens). */
export const CAPTCHA_WIDTH = 280;
export const CAPTCHA_HEIGHT = 100;

const FONT_FAMILY = 'CaptchaSans';
const INK = ['#1f3a93', '#8e1b1b', '#14532d', '#4a1d96', '#7c2d12', '#0f3f5c'];

let fontRegistered = false;
function registerFont(): void {
  if (fontRegistered) return;
  fontRegistered = true;
  GlobalFonts.registerFromPath(
    path.join(repoRoot(), 'server', 'assets', 'fonts', 'NotoSansSC-Regular.ttf'),
    FONT_FAMILY,
  );
}

/** A uniform random number in [min, max). */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function curve(ctx: SKRSContext2D, color: string): void {
  ctx.strokeStyle = color;
  ctx.lineWidth = between(2, 3.2);
  ctx.beginPath();
  ctx.moveTo(between(0, 20), between(20, CAPTCHA_HEIGHT - 20));
  ctx.bezierCurveTo(
    between(60, 120),
    between(0, CAPTCHA_HEIGHT),
    between(160, 220),
    between(0, CAPTCHA_HEIGHT),
    between(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH),
    between(20, CAPTCHA_HEIGHT - 20),
  );
  ctx.stroke();
}

/** Draws `text` and answers the PNG. */
export function drawCaptcha(text: string): Buffer {
  registerFont();
  const flat = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ctx = flat.getContext('2d');
  ctx.fillStyle = '#f4f7f5';
  ctx.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  // A few faint dots: texture against thresholding, too light to bother a reader.
  for (let i = 0; i < 60; i += 1) {
    ctx.fillStyle = `rgba(60, 80, 70, ${between(0.05, 0.18)})`;
    ctx.fillRect(between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT), 2, 2);
  }
  const colors = text.split('').map(() => INK[randomInt(0, INK.length)]);
  const slot = (CAPTCHA_WIDTH - 40) / text.length;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  text.split('').forEach((char, i) => {
    ctx.save();
    ctx.translate(20 + slot * (i + 0.5) + between(-6, 6), CAPTCHA_HEIGHT / 2 + between(-8, 8));
    ctx.rotate(between(-0.45, 0.45));
    ctx.transform(1, 0, between(-0.3, 0.3), 1, 0, 0);
    ctx.font = `${Math.round(between(54, 66))}px ${FONT_FAMILY}`;
    ctx.fillStyle = colors[i];
    ctx.fillText(char, 0, 0);
    ctx.restore();
  });

  // Bend the whole line: each column moves up or down along one random wave.
  const bent = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const out = bent.getContext('2d');
  out.fillStyle = '#f4f7f5';
  out.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const amplitude = between(4, 7);
  const period = between(40, 70);
  const phase = between(0, Math.PI * 2);
  for (let x = 0; x < CAPTCHA_WIDTH; x += 2) {
    const dy = amplitude * Math.sin(x / period + phase);
    out.drawImage(flat, x, 0, 2, CAPTCHA_HEIGHT, x, dy, 2, CAPTCHA_HEIGHT);
  }
  curve(out, colors[0]);
  curve(out, colors[colors.length - 1]);
  return bent.toBuffer('image/png');
}
