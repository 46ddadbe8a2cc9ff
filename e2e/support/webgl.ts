/**
 * ARCHITECTURE §8: WebGL in headless Chromium through SwiftShader, for the specs that open the BIM viewer:
 * `test.use({ launchOptions: webglLaunch })`.
 */
import type { Page } from '@playwright/test';

export const webglLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless', '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  ],
};

/**
 * How many pixels of the viewer's canvas, as shown on screen, have a colour of this hue (degrees, ± `tolerance`) that
 * is saturated and not dark: the elements painted that colour, whatever the light on their faces.
 */
export async function pixelsOfHue(page: Page, hue: number, tolerance = 4): Promise<number> {
  const png = await page.getByTestId('bim-viewer').locator('canvas').first().screenshot({ animations: 'disabled' });
  return page.evaluate(
    async ({ data, target, tolerance }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let count = 0;
      for (let at = 0; at < pixels.length; at += 4) {
        const r = pixels[at]! / 255, g = pixels[at + 1]! / 255, b = pixels[at + 2]! / 255;
        const max = Math.max(r, g, b), min = Math.min(r, g, b), delta = max - min;
        if (max < 0.15 || delta / max < 0.35) continue;
        let h = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
        h = (h * 60 + 360) % 360;
        const off = Math.min(Math.abs(h - target), 360 - Math.abs(h - target));
        if (off <= tolerance) count += 1;
      }
      return count;
    },
    { data: png.toString('base64'), target: hue, tolerance },
  );
}
