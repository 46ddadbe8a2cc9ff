import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { ModelColors } from './item-colors';

/** A tile as fragments builds it: a shell mesh whose vertices carry their item id (`id`, 4 bytes, id + 1). */
function tile(material: THREE.Material, withIds = true): THREE.Mesh {
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.BufferAttribute(new Float32Array(9), 3));
  if (withIds) geometry.setAttribute('id', new THREE.BufferAttribute(new Uint8Array([0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3]), 4, false));
  return new THREE.Mesh(geometry, [material]);
}

interface Compiled {
  uniforms: Record<string, { value: THREE.DataTexture }>;
  vertexShader: string;
  fragmentShader: string;
}

/** Runs a patched material's shader hook over Lambert's own shaders, as three does before compiling it. */
function compile(material: THREE.Material): Compiled {
  const shader: Compiled = {
    uniforms: {},
    vertexShader: THREE.ShaderLib.lambert.vertexShader,
    fragmentShader: THREE.ShaderLib.lambert.fragmentShader,
  };
  // The hook reads only the shader; three also hands it the renderer, which needs a WebGL context jsdom lacks.
  material.onBeforeCompile(shader as unknown as THREE.WebGLProgramParametersWithUniforms, null as unknown as THREE.WebGLRenderer);
  return shader;
}

function texel(texture: THREE.DataTexture, itemId: number): number[] {
  const data = (texture.image as { data: Uint8Array }).data;
  return [...data.slice(itemId * 4, itemId * 4 + 4)];
}

describe('ModelColors', () => {
  it('paints every geometry item of an element by its GlobalId and clears what is left out', () => {
    // Items 0 and 2 belong to one element (two representations), item 1 to another, item 3 has no GlobalId.
    const colors = new ModelColors(['wall', 'slab', 'wall', '']);
    const material = new THREE.MeshLambertMaterial();
    const scene = new THREE.Group().add(tile(material));
    colors.attach(scene);
    colors.paint(new Map([['wall', '#ff0000'], ['slab', '#40c057'], ['missing', '#000000']]));
    const texture = compile(material).uniforms.obraItemColors!.value;
    expect(texel(texture, 0)).toEqual([255, 0, 0, 255]);
    expect(texel(texture, 2)).toEqual([255, 0, 0, 255]);
    expect(texel(texture, 1)).toEqual([0x40, 0xc0, 0x57, 255]);
    expect(texel(texture, 3)).toEqual([0, 0, 0, 0]);
    expect(colors.holds('wall')).toBe(true);
    expect(colors.holds('missing')).toBe(false);

    colors.paint(new Map([['slab', '#228be6']]));
    expect(texel(texture, 0)).toEqual([0, 0, 0, 0]);
    expect(texel(texture, 1)).toEqual([0x22, 0x8b, 0xe6, 255]);
    expect(texture.version).toBeGreaterThan(1);
  });

  it('makes the shell materials of tiles with item ids read the colours, and leaves other materials alone', () => {
    const colors = new ModelColors(['a']);
    const shell = new THREE.MeshLambertMaterial();
    const noIds = new THREE.MeshLambertMaterial();
    const lines = new THREE.MeshBasicMaterial();
    const scene = new THREE.Group().add(tile(shell), tile(noIds, false), tile(lines));
    colors.attach(scene);
    const compiled = compile(shell);
    expect(compiled.vertexShader).toContain('attribute vec4 id;');
    expect(compiled.vertexShader).toContain('texelFetch(obraItemColors');
    expect(compiled.fragmentShader).toContain('diffuseColor = vec4(vObraItemColor.rgb, 1.0);');
    expect(shell.customProgramCacheKey()).toBe('obra-item-colors');
    expect(noIds.customProgramCacheKey()).not.toBe('obra-item-colors');
    expect(lines.customProgramCacheKey()).not.toBe('obra-item-colors');

    // A tile that arrives later (the camera moved) is adopted on the next view update or repaint.
    const later = new THREE.MeshLambertMaterial();
    scene.add(tile(later));
    colors.adopt();
    expect(later.customProgramCacheKey()).toBe('obra-item-colors');
  });
});
