import type { Accessor, DefaultProps } from '@deck.gl/core';
import { IconLayer, type IconLayerProps } from '@deck.gl/layers';
import { DIGITS } from '../marker-icons';

/** The count's height in CSS pixels, as the text layer drew it: 15 px, 13 px from four digits on. */
export const countFontPx = (count: number): number => (count < 1000 ? 15 : 13);

/** One digit's advance as a share of the font size (the bold system faces' tabular figures). */
const ADVANCE_EM = 0.58;

const f = (n: number): string => n.toFixed(4);

/**
 * IconLayer's fragment shader (deck.gl 9.4) with the instance's count written over the icon in white:
 * the fragment finds the digit under it in the atlas's digit row (`DIGITS`), so a cluster's disc and
 * its count are one quad and one pass. A separate text layer drew a second quad per digit over every
 * disc, blended; with 225 clusters in view that fill was most of what a panned frame cost on a software
 * renderer (issue 28 §3).
 */
const FRAGMENT = `\
#version 300 es
#define SHADER_NAME counted-icon-layer-fragment-shader
precision highp float;
uniform sampler2D iconsTexture;
in float vColorMode;
in vec4 vColor;
in vec2 vTextureCoords;
in vec2 uv;
in float vCount;
in float vSizePixels;
out vec4 fragColor;

// The count's coverage at this fragment, px in CSS pixels from the icon's centre (y down).
float countAlpha(vec2 px) {
  int count = int(vCount + 0.5);
  if (count <= 0) return 0.0;
  float fontPx = count < 1000 ? 15.0 : 13.0;
  float scale = ${f(DIGITS.fontPx)} / fontPx;
  float advance = fontPx * ${f(ADVANCE_EM)};
  int digits = count < 10 ? 1 : count < 100 ? 2 : count < 1000 ? 3 : count < 10000 ? 4 : 5;
  float x = px.x + float(digits) * advance * 0.5;
  float y = px.y * scale + ${f(DIGITS.cellHeight / 2)};
  if (x < 0.0 || x >= float(digits) * advance || y < 0.0 || y >= ${f(DIGITS.cellHeight)}) return 0.0;
  int index = int(x / advance);
  int power = 1;
  for (int k = 1; k < digits - index; k++) power *= 10;
  int digit = (count / power) % 10;
  float inCell = (x - (float(index) + 0.5) * advance) * scale + ${f(DIGITS.cellWidth / 2)};
  if (inCell < 0.0 || inCell >= ${f(DIGITS.cellWidth)}) return 0.0;
  vec2 texel = vec2(${f(DIGITS.x)} + float(digit) * ${f(DIGITS.cellWidth)} + inCell, ${f(DIGITS.y)} + y);
  return texture(iconsTexture, texel / icon.iconsTextureDim).a;
}

void main(void) {
  geometry.uv = uv;
  vec4 texColor = texture(iconsTexture, vTextureCoords);
  vec3 color = mix(texColor.rgb, vColor.rgb, vColorMode);
  float a = texColor.a * layer.opacity * vColor.a;
  if (a < icon.alphaCutoff) {
    discard;
  }
  color = mix(color, vec3(1.0), countAlpha(uv * vSizePixels * 0.5));
  fragColor = vec4(color, a);
  DECKGL_FILTER_COLOR(fragColor, geometry);
}
`;

interface CountProps<D> {
  /** The number written on the icon (none when 0). */
  readonly getCount: Accessor<D, number>;
}

/** An IconLayer that writes a count over each icon in the same pass (the cluster discs). */
export class CountedIconLayer<D = unknown> extends IconLayer<D, CountProps<D>> {
  static override layerName = 'CountedIconLayer';
  static override defaultProps: DefaultProps<IconLayerProps & CountProps<unknown>> = {
    ...IconLayer.defaultProps,
    getCount: { type: 'accessor', value: 0 },
  };

  override getShaders() {
    const shaders = super.getShaders() as { inject?: Record<string, string> };
    return {
      ...shaders,
      fs: FRAGMENT,
      inject: {
        ...shaders.inject,
        'vs:#decl': 'in float instanceCounts;\nout float vCount;\nout float vSizePixels;\n',
        'vs:#main-end': 'vCount = instanceCounts;\nvSizePixels = sizePixels;\n',
      },
    };
  }

  override initializeState() {
    super.initializeState();
    this.getAttributeManager()?.addInstanced({
      instanceCounts: { size: 1, accessor: 'getCount', defaultValue: 0 },
    });
  }
}
