/**
 * ARCHITECTURE §8: WebGL in headless Chromium through SwiftShader, for the specs that open the BIM viewer:
 * `test.use({ launchOptions: webglLaunch })`.
 */
export const webglLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless', '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  ],
};
