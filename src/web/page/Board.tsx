/**
 * The board as SVG, drawn from a board scene (core/board.ts) with no game knowledge: the pack's
 * backdrop, connections, places (boxes, cities, hexes, panels), markers and counters. Places and
 * counters an action continues with are highlighted (`hot`) and clickable; the map pans by dragging
 * and zooms with the wheel or the buttons.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { JSX } from 'preact';
import {
  hexCorners,
  hexside,
  type BoardScene,
  type Counter,
  type Marker,
  type Place,
} from '../../core/board.js';
import { BOX, layoutCounters, type Slot } from './layout.js';

export interface BoardProps {
  readonly scene: BoardScene;
  readonly backdrop?: string;
  readonly hot: ReadonlySet<string>;
  readonly picked: readonly string[];
  /** A click on a place or a counter (with the counter's place, tried when the counter itself is not a choice). */
  readonly onPick: (id: string, place?: string) => void;
  readonly onBackground: () => void;
}

type Box = [number, number, number, number];
const sideClass = (scene: BoardScene, side: number | undefined): string =>
  side === undefined || side < 0 ? 'side-none' : `side-${scene.sides[side]?.id ?? side}`;

/** Connections between centres (drawn under the places), or along hexsides (drawn over them). */
function Edges({
  scene,
  at,
  sides,
}: {
  scene: BoardScene;
  at: Map<string, Place>;
  sides: boolean;
}): JSX.Element {
  const lines: JSX.Element[] = [];
  scene.edges.forEach((e, i) => {
    const a = at.get(e.a);
    const b = at.get(e.b);
    if (!a || !b || (e.hexside === true) !== sides) return;
    const seg = e.hexside && scene.hex ? hexside(scene.hex, a, b) : ([a.x, a.y, b.x, b.y] as const);
    if (!seg) return;
    for (const k of [...e.kinds].sort((x, y) => order(x) - order(y)))
      lines.push(
        <line key={`${i}-${k}`} class={`edge edge-${k}`} x1={seg[0]} y1={seg[1]} x2={seg[2]} y2={seg[3]} />,
      );
  });
  return <g class="edges">{lines}</g>;
}
const order = (k: string): number => ['river', 'potomac', 'sea', 'road', 'rail'].indexOf(k);

function markerGlyph(scene: BoardScene, m: Marker, p: Place): JSX.Element | null {
  const w = (p.w ?? scene.boxSize?.w ?? BOX.w) / 2;
  const h = (p.h ?? scene.boxSize?.h ?? BOX.h) / 2;
  const box = p.shape === 'box';
  const [l, r, t, b] = box ? [p.x - w, p.x + w, p.y - h, p.y + h] : [p.x - 12, p.x + 12, p.y - 12, p.y + 12];
  switch (m.kind) {
    case 'control':
      return <circle class={`marker control ${sideClass(scene, m.side)}`} cx={r - 2} cy={t + 2} r={9} />;
    case 'shield':
      return (
        <g class={`marker shield ${sideClass(scene, m.side)}`}>
          <path d={`M${l + 2} ${t + 2}h14v9l-7 6l-7-6z`} />
          <text x={l + 9} y={t + 12}>
            {m.label}
          </text>
        </g>
      );
    case 'fort':
      return <path class="marker fort" d={`M${l + 3} ${b - 3}l6-10l6 10z`} />;
    case 'port':
      return (
        <text class="marker port" x={r - 14} y={b - 3}>
          ⚓
        </text>
      );
    case 'battle':
      return (
        <text class="marker battle" x={r - 30} y={t + 13}>
          ⚔
        </text>
      );
    default:
      return null;
  }
}

function PlaceShape({ scene, p, cls }: { scene: BoardScene; p: Place; cls: string }): JSX.Element {
  const owner = sideClass(scene, p.owner);
  const title = <title>{p.note ? `${p.name} — ${p.note}` : p.name}</title>;
  const outline = scene.markers.filter(
    (m) => m.place === p.id && (m.kind === 'current-battle' || m.kind === 'march'),
  );
  const extra = outline.map((m) => m.kind).join(' ');
  if (p.shape === 'box') {
    const w = p.w ?? scene.boxSize?.w ?? BOX.w;
    const h = p.h ?? scene.boxSize?.h ?? BOX.h;
    return (
      <g class={`place box ${owner} ${cls} ${extra}`} data-id={p.id}>
        {title}
        <rect x={p.x - w / 2} y={p.y - h / 2} width={w} height={h} rx={6} />
        <text class="name" x={p.x} y={p.y - h / 2 + 13}>
          {p.name}
        </text>
      </g>
    );
  }
  if (p.shape === 'hex' && scene.hex) {
    const pts = hexCorners(scene.hex, p.x, p.y)
      .map(([x, y]) => `${x},${y}`)
      .join(' ');
    return (
      <g class={`place hex terrain-${p.terrain ?? 'clear'} ${cls} ${extra}`} data-id={p.id}>
        {title}
        <polygon points={pts} />
        <text class="name" x={p.x} y={p.y - scene.hex.size * 0.55}>
          {p.name}
        </text>
      </g>
    );
  }
  if (p.shape === 'panel') {
    return (
      <g class={`place panel ${cls}`} data-id={p.id}>
        {title}
        <rect x={p.x} y={p.y} width={p.w ?? 400} height={p.h ?? 200} rx={8} />
        <text class="name" x={p.x + 8} y={p.y + 17}>
          {p.name}
        </text>
      </g>
    );
  }
  return (
    <g class={`place city ${owner} ${p.inactive ? 'inactive' : ''} ${cls} ${extra}`} data-id={p.id}>
      {title}
      <circle cx={p.x} cy={p.y} r={9} />
      <text class="name" x={p.x + 12} y={p.y + 4}>
        {p.name}
      </text>
    </g>
  );
}

function CounterShape({
  scene,
  c,
  s,
  cls,
}: {
  scene: BoardScene;
  c: Counter;
  s: Slot;
  cls: string;
}): JSX.Element {
  const flags = (c.flags ?? []).join(' ');
  const big = s.size >= 40;
  const label = big && c.label.length > 9 ? `${c.label.slice(0, 8)}…` : c.label;
  return (
    <g class={`counter ${sideClass(scene, c.side)} ${flags} ${cls}`} data-id={c.id} data-place={c.place}>
      <title>{c.title ?? c.label}</title>
      <rect x={s.x} y={s.y} width={s.size} height={s.size} rx={3} />
      <text class="label" x={s.x + s.size / 2} y={s.y + (big ? 13 : 10)}>
        {label}
      </text>
      {c.value !== undefined && (
        <text class="value" x={s.x + s.size / 2} y={s.y + s.size - (big ? 8 : 4)}>
          {c.value}
        </text>
      )}
      {(c.count ?? 1) > 1 && (
        <g class="count">
          <circle cx={s.x + s.size - 2} cy={s.y + 2} r={big ? 10 : 8} />
          <text x={s.x + s.size - 2} y={s.y + (big ? 6 : 5.5)}>
            {c.count}
          </text>
        </g>
      )}
    </g>
  );
}

/** The scene's whole extent, or the view box the person panned and zoomed to. */
function useViewBox(scene: BoardScene): [Box, (b: Box) => void, () => void] {
  const fit = (): Box => [0, 0, scene.width || 100, scene.height || 100];
  const [box, setBox] = useState<Box>(fit);
  const key = `${scene.game}:${scene.width}x${scene.height}`;
  useEffect(() => setBox(fit()), [key]);
  return [box, setBox, () => setBox(fit())];
}

interface PanZoom {
  readonly box: Box;
  readonly svg: RefObject<SVGSVGElement | null>;
  zoom(f: number): void;
  fit(): void;
  onWheel(ev: WheelEvent): void;
  onDown(ev: PointerEvent): void;
  onMove(ev: PointerEvent): void;
  /** The end of a press: true when it was a drag (not a click). */
  onUp(): boolean;
  cancel(): void;
}

/** Drag to pan, wheel to zoom around the pointer; a press that does not move is a click. */
function usePanZoom(scene: BoardScene): PanZoom {
  const [box, setBox, fit] = useViewBox(scene);
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; box: Box; moved: boolean } | null>(null);
  const scale = (b: Box): number => {
    const r = svg.current!.getBoundingClientRect();
    return Math.max(b[2] / r.width, b[3] / r.height);
  };
  const zoomAt = (f: number, cx: number, cy: number): void =>
    setBox([cx - (cx - box[0]) * f, cy - (cy - box[1]) * f, box[2] * f, box[3] * f]);
  return {
    box,
    svg,
    fit,
    zoom: (f) => zoomAt(f, box[0] + box[2] / 2, box[1] + box[3] / 2),
    onWheel(ev) {
      ev.preventDefault();
      const r = svg.current!.getBoundingClientRect();
      const k = scale(box);
      zoomAt(
        ev.deltaY > 0 ? 1.15 : 1 / 1.15,
        box[0] + (ev.clientX - r.left) * k,
        box[1] + (ev.clientY - r.top) * k,
      );
    },
    onDown(ev) {
      drag.current = { x: ev.clientX, y: ev.clientY, box, moved: false };
    },
    onMove(ev) {
      const d = drag.current;
      if (!d) return;
      const dx = ev.clientX - d.x;
      const dy = ev.clientY - d.y;
      if (!d.moved && Math.hypot(dx, dy) < 4) return;
      d.moved = true;
      const k = scale(d.box);
      setBox([d.box[0] - dx * k, d.box[1] - dy * k, d.box[2], d.box[3]]);
    },
    onUp() {
      const moved = drag.current?.moved === true;
      drag.current = null;
      return moved;
    },
    cancel() {
      drag.current = null;
    },
  };
}

export function Board(props: BoardProps): JSX.Element {
  const { scene, hot, picked } = props;
  const at = useMemo(() => new Map(scene.places.map((p) => [p.id, p])), [scene]);
  const { slots, frames } = useMemo(() => layoutCounters(scene), [scene]);
  const pz = usePanZoom(scene);
  const cls = (id: string): string => `${hot.has(id) ? 'hot' : ''} ${picked.includes(id) ? 'picked' : ''}`;
  const onUp = (ev: PointerEvent): void => {
    if (pz.onUp()) return;
    const el = (ev.target as Element).closest('[data-id]');
    const id = el?.getAttribute('data-id');
    if (id) props.onPick(id, scene.counters.find((c) => c.id === id)?.place);
    else props.onBackground();
  };
  return (
    <div class="board">
      <div class="zoom">
        <button type="button" title="Zoom in" onClick={() => pz.zoom(1 / 1.3)}>
          +
        </button>
        <button type="button" title="Zoom out" onClick={() => pz.zoom(1.3)}>
          −
        </button>
        <button type="button" title="The whole map" onClick={pz.fit}>
          ⤢
        </button>
      </div>
      <svg
        ref={pz.svg}
        viewBox={pz.box.join(' ')}
        onWheel={pz.onWheel}
        onPointerDown={pz.onDown}
        onPointerMove={pz.onMove}
        onPointerUp={onUp}
        onPointerLeave={pz.cancel}
      >
        {props.backdrop && (
          <image href={props.backdrop} x={0} y={0} width={scene.width} height={scene.height} />
        )}
        <Edges scene={scene} at={at} sides={false} />
        {scene.places.map((p) => (
          <PlaceShape key={p.id} scene={scene} p={p} cls={cls(p.id)} />
        ))}
        <Edges scene={scene} at={at} sides={true} />
        <g class="markers">
          {scene.markers.map((m, i) => {
            const p = at.get(m.place);
            return p ? <g key={i}>{markerGlyph(scene, m, p)}</g> : null;
          })}
        </g>
        {frames.map((f) => (
          <rect key={f.group} class="group" x={f.x} y={f.y} width={f.w} height={f.h} rx={4} />
        ))}
        {scene.counters.map((c) => {
          const s = slots.get(c.id);
          return s ? <CounterShape key={c.id} scene={scene} c={c} s={s} cls={cls(c.id)} /> : null;
        })}
      </svg>
    </div>
  );
}
