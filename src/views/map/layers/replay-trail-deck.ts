import { Layer, project32, type LayerProps, type UpdateParameters } from '@deck.gl/core';
import { Geometry, Model, type GeometryProps, type ModelProps } from '@luma.gl/engine';
import type { ShaderModule } from '@luma.gl/shadertools';
import { visibleRanges, type ReplayTrailGeometry } from '../replay/replay-trail-geometry';
import { levelFor, QUAD_INDICES, type TrailLevel } from '../replay/replay-trail-levels';

/**
 * The fleet replay's trails and late points (issue 30 §3), drawn from vertex arrays built once per set
 * of chunks (replay-trail-geometry.ts). The cursor is a uniform: the vertex shader shows a segment only
 * up to the cursor (the part ahead collapses to nothing, the segment under the cursor ends where the
 * vehicle is) and only within `spanSeconds` behind it, as deck.gl's TripsLayer does (its package is not
 * used here). A new cursor therefore costs one uniform per frame, never new buffers. Not pickable.
 * Positions come projected (world units after each chunk's origin): each chunk is drawn with deck.gl's
 * `cartesian` coordinates and its origin, so the shader only adds and scales.
 */
export interface ReplayTrailDeckProps extends LayerProps {
  /** One geometry per kept chunk (the same objects while the chunks stay kept). */
  readonly geometries: readonly ReplayTrailGeometry[];
  /** The replayed moment, epoch milliseconds. */
  readonly cursor: number;
  /** How far back the trail reaches, in milliseconds. */
  readonly spanMs: number;
  /** A segment longer than this is a silence: the vehicle stood at its start until its end. */
  readonly gapMs: number;
  /** RGBA 0–255 of the trail on time and of late stretches and points. */
  readonly onTimeColour: readonly number[];
  readonly lateColour: readonly number[];
}

type Vec4 = [number, number, number, number];
// A type, not an interface: luma.gl's shader inputs want an index signature.
type TrailUniforms = { time: number; span: number; gap: number; onTime: Vec4; late: Vec4 };

// One field a line: luma.gl checks the block against uniformTypes line by line.
const UNIFORM_BLOCK = `layout(std140) uniform replayTrailUniforms {
  float time;
  float span;
  float gap;
  vec4 onTime;
  vec4 late;
} replayTrail;
`;

const trailUniforms: ShaderModule<TrailUniforms> = {
  name: 'replayTrail',
  vs: UNIFORM_BLOCK,
  fs: UNIFORM_BLOCK,
  uniformTypes: { time: 'f32', span: 'f32', gap: 'f32', onTime: 'vec4<f32>', late: 'vec4<f32>' },
};

const TRAIL_WIDTH_PIXELS = 2;
const RING_RADIUS_PIXELS = 4;
const RING_LINE_PIXELS = 1.5;

const SEGMENT_VS = `#version 300 es
#define SHADER_NAME replay-trail-vertex-shader
in vec4 segmentEnds;
in vec2 segmentTimes;
in vec3 segmentCorners;
out vec4 vColour;
void main(void) {
  float t0 = segmentTimes.x;
  float t1 = segmentTimes.y;
  // Ahead of the cursor or older than the span: nothing (every vertex at one point draws nothing).
  if (t0 >= replayTrail.time || t1 < replayTrail.time - replayTrail.span) {
    gl_Position = vec4(0.0);
    vColour = vec4(0.0);
    return;
  }
  // The segment under the cursor ends where the vehicle is: linearly, or at its start across a silence;
  // the one at the span's start begins there (a coarse level's long segments end the trail in time too).
  bool silence = t1 - t0 > replayTrail.gap;
  float reach = silence
    ? step(t1, replayTrail.time)
    : clamp((replayTrail.time - t0) / max(t1 - t0, 0.001), 0.0, 1.0);
  float from = silence ? 0.0 : clamp((replayTrail.time - replayTrail.span - t0) / max(t1 - t0, 0.001), 0.0, 1.0);
  // World units are deck.gl's common units: the direction needs no projection, the point one addition.
  vec2 along = segmentEnds.zw - segmentEnds.xy;
  vec2 dir = length(along) > 0.0 ? normalize(along) : vec2(1.0, 0.0);
  vec3 p = project_position(vec3(mix(segmentEnds.xy, segmentEnds.zw, mix(from, reach, segmentCorners.x)), 0.0));
  p.xy += vec2(-dir.y, dir.x) * segmentCorners.y * project_pixel_size(${TRAIL_WIDTH_PIXELS.toFixed(1)} / 2.0);
  gl_Position = project_common_position_to_clipspace(vec4(p, 1.0));
  vColour = segmentCorners.z > 0.5 ? replayTrail.late : replayTrail.onTime;
}`;

const SEGMENT_FS = `#version 300 es
#define SHADER_NAME replay-trail-fragment-shader
precision highp float;
in vec4 vColour;
out vec4 fragColor;
void main(void) {
  fragColor = vColour;
}`;

const RING_OUTER = (RING_RADIUS_PIXELS + RING_LINE_PIXELS / 2).toFixed(2);
const RING_INNER = (RING_RADIUS_PIXELS - RING_LINE_PIXELS / 2).toFixed(2);

const RING_VS = `#version 300 es
#define SHADER_NAME replay-late-points-vertex-shader
in vec3 pointPositions;
in vec2 pointCorners;
out vec2 vUnit;
void main(void) {
  float t = pointPositions.z;
  if (t > replayTrail.time || t < replayTrail.time - replayTrail.span) {
    gl_Position = vec4(0.0);
    vUnit = vec2(0.0);
    return;
  }
  vec3 p = project_position(vec3(pointPositions.xy, 0.0));
  p.xy += pointCorners * project_pixel_size(${RING_OUTER} + 1.0);
  gl_Position = project_common_position_to_clipspace(vec4(p, 1.0));
  vUnit = pointCorners;
}`;

const RING_FS = `#version 300 es
#define SHADER_NAME replay-late-points-fragment-shader
precision highp float;
in vec2 vUnit;
out vec4 fragColor;
void main(void) {
  float d = length(vUnit) * (${RING_OUTER} + 1.0);
  // A hollow ring with soft (one pixel) edges, as the ScatterplotLayer's antialiased stroke.
  float a = smoothstep(${RING_INNER} - 0.5, ${RING_INNER} + 0.5, d) * (1.0 - smoothstep(${RING_OUTER} - 0.5, ${RING_OUTER} + 0.5, d));
  if (a <= 0.0) discard;
  fragColor = vec4(replayTrail.late.rgb, replayTrail.late.a * a);
}`;

/** The models of one chunk's geometry: its segments per level of detail (each made when first drawn), its rings. */
interface ChunkModels {
  readonly segments: (Model | undefined)[];
  readonly rings: Model;
}

interface TrailState {
  models: Map<ReplayTrailGeometry, ChunkModels>;
  [key: string]: unknown;
}

const toUnit = (rgba: readonly number[]): Vec4 => [0, 1, 2, 3].map((i) => (rgba[i] ?? 255) / 255) as Vec4;

export class ReplayTrailDeck extends Layer<ReplayTrailDeckProps> {
  static override layerName = 'ReplayTrailDeck';
  declare state: TrailState;

  override initializeState(): void {
    this.setState({ models: new Map() });
  }

  /** Models for new geometries (a chunk just kept: uploaded once, before the cursor reaches it), none for dropped ones. */
  override updateState(params: UpdateParameters<this>): void {
    super.updateState(params);
    const { models } = this.state;
    const wanted = new Set(params.props.geometries);
    for (const [geometry, chunkModels] of models)
      if (!wanted.has(geometry)) {
        for (const model of chunkModels.segments) model?.destroy();
        chunkModels.rings.destroy();
        models.delete(geometry);
      }
    for (const geometry of wanted) if (!models.has(geometry)) models.set(geometry, this.modelsOf(geometry));
  }

  private segmentsOf(level: TrailLevel): Model {
    return this.trianglesModel('segments', SEGMENT_VS, SEGMENT_FS, level.segmentIndices, {
      segmentEnds: { size: 4, value: level.segmentEnds },
      segmentTimes: { size: 2, value: level.segmentTimes },
      segmentCorners: { size: 3, value: level.segmentCorners },
    });
  }

  private modelsOf(g: ReplayTrailGeometry): ChunkModels {
    return {
      segments: g.levels.map((level, i) => (i === 0 ? this.segmentsOf(level) : undefined)),
      rings: this.trianglesModel('rings', RING_VS, RING_FS, g.pointIndices, {
        pointPositions: { size: 3, value: g.pointPositions },
        pointCorners: { size: 2, value: g.pointCorners },
      }),
    };
  }

  override getModels(): Model[] {
    return [...this.state.models.values()].flatMap((m) => [
      ...m.segments.filter((model) => model !== undefined),
      m.rings,
    ]);
  }

  /** Of every kept chunk only what can show at the cursor (most chunks: nothing, no draw call). */
  override draw({ shaderModuleProps }: { shaderModuleProps?: { project?: object } }): void {
    const { cursor, spanMs, gapMs, onTimeColour, lateColour } = this.props;
    // Pixels per world unit (2^zoom): the coarsest level of detail whose error stays below a quarter pixel.
    const { scale } = this.context.viewport as unknown as { scale: number };
    for (const [geometry, { segments: levels, rings }] of this.state.models) {
      const level = levelFor(geometry.levels, scale);
      const detail = geometry.levels[level];
      const segments = detail && (levels[level] ??= this.segmentsOf(detail));
      const uniforms: TrailUniforms = {
        time: (cursor - geometry.base) / 1000,
        span: spanMs / 1000,
        gap: gapMs / 1000,
        onTime: toUnit(onTimeColour),
        late: toUnit(lateColour),
      };
      const ranges = visibleRanges(geometry, cursor, spanMs, detail);
      for (const [model, [first, end]] of [
        [segments, ranges.segments],
        [rings, ranges.points],
      ] as const) {
        if (!model || end <= first) continue;
        // Only the quads that can show, from the first in the trail's span. luma.gl 9 passes
        // `firstVertex` to drawElements as the index buffer's byte offset (uint32 indices: 4 bytes).
        model.setDrawOffsets({ firstVertex: first * QUAD_INDICES * 4, firstIndex: 0 });
        model.setIndexCount((end - first) * QUAD_INDICES);
        model.shaderInputs.setProps({
          replayTrail: uniforms,
          project: {
            ...shaderModuleProps?.project,
            coordinateSystem: 'cartesian',
            coordinateOrigin: [...geometry.origin, 0],
          },
        });
        model.draw(this.context.renderPass);
      }
    }
  }

  override finalizeState(context: Parameters<Layer['finalizeState']>[0]): void {
    super.finalizeState(context);
    this.finalizeModels();
  }

  /**
   * Indexed triangles drawn by deck.gl's shader assembly (its hooks and the extensions' modules) with
   * the projection and the trail's uniforms.
   */
  private trianglesModel(
    name: string,
    vs: string,
    fs: string,
    indices: Uint32Array,
    attributes: GeometryProps['attributes'],
  ): Model {
    return new Model(this.context.device, {
      id: `${this.props.id}-${name}`,
      ...(this.getShaders({ vs, fs, modules: [project32, trailUniforms] }) as ModelProps),
      geometry: new Geometry({ topology: 'triangle-list', indices, attributes }),
    });
  }

  private finalizeModels(): void {
    for (const model of this.getModels()) model.destroy();
    this.state.models.clear();
  }
}
