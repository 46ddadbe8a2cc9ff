/**
 * Element colours drawn by the GPU. fragments colours an element by highlighting it, and any highlight makes its
 * worker rebuild every tile of the model: 0.2–1.3 s for a 155 MB model in software rendering, whatever the number of
 * elements changed. Its tiles also carry each vertex's geometry item id (the `id` attribute, 4 bytes, id + 1), so
 * here each model's shell materials read their colour from a texture indexed by that id: a repaint writes a few
 * bytes per element and uploads one small texture, and no tile is rebuilt.
 */
import * as THREE from 'three';

/** Texels per row of a model's colour texture (rows as needed: 4,096 × 4,096 texels cover 16 M items). */
const WIDTH = 4096;

const VERTEX_HEAD = /* glsl */ `
attribute vec4 id;
uniform highp sampler2D obraItemColors;
varying vec4 vObraItemColor;
`;

const VERTEX_BODY = /* glsl */ `
  // fragments writes id + 1 big-endian over four bytes (0 = no item).
  float obraItem = id.x * 16777216.0 + id.y * 65536.0 + id.z * 256.0 + id.w - 1.0;
  vObraItemColor = vec4(0.0);
  if (obraItem >= 0.0) {
    int obraWidth = textureSize(obraItemColors, 0).x;
    int obraIndex = int(obraItem + 0.5);
    vObraItemColor = texelFetch(obraItemColors, ivec2(obraIndex % obraWidth, obraIndex / obraWidth), 0);
  }
`;

const FRAGMENT_HEAD = /* glsl */ `
varying vec4 vObraItemColor;
`;

const FRAGMENT_BODY = /* glsl */ `
  if (vObraItemColor.a > 0.5) diffuseColor = vec4(vObraItemColor.rgb, 1.0);
`;

/** A CSS colour's sRGB bytes. */
function srgbBytes(css: string): [number, number, number] {
  const rgb = new THREE.Color().setStyle(css).getRGB({ r: 0, g: 0, b: 0 }, THREE.SRGBColorSpace);
  return [Math.round(rgb.r * 255), Math.round(rgb.g * 255), Math.round(rgb.b * 255)];
}

/** The colours of one model's items: an RGBA texture, one texel per geometry item (alpha 0 = the model's own). */
export class ModelColors {
  private readonly byGlobalId = new Map<string, number[]>();
  private readonly data: Uint8Array;
  private readonly texture: THREE.DataTexture;
  private readonly uniform: { value: THREE.DataTexture };
  private readonly patched = new WeakSet<THREE.Material>();
  private object: THREE.Object3D | null = null;

  /** `items[itemId]` is the GlobalId of each geometry item of the model ('' for none). */
  constructor(items: readonly string[]) {
    items.forEach((globalId, itemId) => {
      if (!globalId) return;
      const ids = this.byGlobalId.get(globalId);
      if (ids) ids.push(itemId);
      else this.byGlobalId.set(globalId, [itemId]);
    });
    const width = Math.max(1, Math.min(WIDTH, items.length));
    const height = Math.max(1, Math.ceil(items.length / width));
    this.data = new Uint8Array(width * height * 4);
    this.texture = new THREE.DataTexture(this.data, width, height, THREE.RGBAFormat, THREE.UnsignedByteType);
    // Colours are CSS (sRGB): the GPU decodes them to the linear values the material works in.
    this.texture.colorSpace = THREE.SRGBColorSpace;
    this.texture.needsUpdate = true;
    this.uniform = { value: this.texture };
  }

  /** Whether the model has geometry for this GlobalId. */
  holds(globalId: string): boolean {
    return this.byGlobalId.has(globalId);
  }

  /** Replaces every colour: GlobalId → CSS colour. Elements left out show their own material. */
  paint(colors: ReadonlyMap<string, string>): void {
    this.adopt();
    this.data.fill(0);
    const bytes = new Map<string, [number, number, number]>();
    for (const [globalId, css] of colors) {
      const ids = this.byGlobalId.get(globalId);
      if (!ids) continue;
      let rgb = bytes.get(css);
      if (!rgb) {
        rgb = srgbBytes(css);
        bytes.set(css, rgb);
      }
      for (const itemId of ids) this.data.set([...rgb, 255], itemId * 4);
    }
    this.texture.needsUpdate = true;
  }

  /** The model's scene object, whose tiles are to show these colours. */
  attach(object: THREE.Object3D): void {
    this.object = object;
    this.adopt();
  }

  /**
   * Makes the model's shell materials read this texture. Called on each repaint and whenever fragments updates the
   * model's view: tiles come and go with the camera and bring their materials with them (a material belongs to one
   * model).
   */
  adopt(): void {
    this.object?.traverse((child) => {
      if (!(child instanceof THREE.Mesh)) return;
      const mesh = child as THREE.Mesh;
      if (!mesh.geometry.hasAttribute('id')) return;
      const materials = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
      for (const material of materials) {
        if (material instanceof THREE.MeshLambertMaterial && !this.patched.has(material)) this.patch(material);
      }
    });
  }

  private patch(material: THREE.MeshLambertMaterial): void {
    this.patched.add(material);
    const uniform = this.uniform;
    material.onBeforeCompile = (shader) => {
      shader.uniforms.obraItemColors = uniform;
      shader.vertexShader = shader.vertexShader
        .replace('#include <common>', `#include <common>\n${VERTEX_HEAD}`)
        .replace('#include <begin_vertex>', `#include <begin_vertex>\n${VERTEX_BODY}`);
      shader.fragmentShader = shader.fragmentShader
        .replace('#include <common>', `#include <common>\n${FRAGMENT_HEAD}`)
        .replace('#include <color_fragment>', `#include <color_fragment>\n${FRAGMENT_BODY}`);
    };
    material.customProgramCacheKey = () => 'obra-item-colors';
    material.needsUpdate = true;
  }

  dispose(): void {
    this.texture.dispose();
  }
}
