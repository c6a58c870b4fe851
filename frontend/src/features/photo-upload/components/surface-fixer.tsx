import { useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import UndoIcon from '@mui/icons-material/Undo';
import { useFixSurfaces, useSurfaces, type FixRequest } from '../api/surfaces';
import type { FixTool, ImageAnalysis, PhotoPoint } from '../types';

/** Overlay tints: the same as the server's overlay PNG. */
export const SURFACE_TINTS = [
  { key: 'mainBody', label: 'Body', tint: '#ff7043' },
  { key: 'trim', label: 'Trim', tint: '#29b6f6' },
  { key: 'accents', label: 'Accents', tint: '#ab47bc' },
] as const;

const TOOLS: { value: FixTool; label: string }[] = [
  { value: 'mainBody', label: 'Body' },
  { value: 'trim', label: 'Trim' },
  { value: 'accents', label: 'Accents' },
  { value: 'none', label: 'Not paint' },
];

/** A pointer that moves this far (CSS px) paints a stroke instead of tapping. */
const DRAG_PX = 8;
/** The server takes at most this many points per stroke. */
const MAX_STROKE_POINTS = 200;
/** The server's brush radius as a share of the photo's long side (FIX_PARAMS.brush). */
const BRUSH = 0.008;
/** The stroke's colour on screen while dragging, per tool. */
const STROKE_TINT: Record<FixTool, string> = {
  mainBody: '#ff7043',
  trim: '#29b6f6',
  accents: '#ab47bc',
  none: '#9e9e9e',
};

export type SurfaceFixerProps = {
  photoId: string;
  imageUrl: string;
  /** Told the current colours whenever a fix changes them. */
  onAnalysisChange: (analysis: ImageAnalysis) => void;
};

/** Every k-th point, so a stroke keeps its shape within the server's bound. */
const thin = (points: PhotoPoint[]): PhotoPoint[] => {
  if (points.length <= MAX_STROKE_POINTS) return points;
  const step = (points.length - 1) / (MAX_STROKE_POINTS - 1);
  return Array.from({ length: MAX_STROKE_POINTS }, (_, i) => points[Math.round(i * step)]!);
};

/** The photo with its surfaces tinted, a legend, a toggle, and the tool row that fixes them. */
export function SurfaceFixer({ photoId, imageUrl, onAnalysisChange }: SurfaceFixerProps) {
  const surfaces = useSurfaces(photoId);
  const fixer = useFixSurfaces(photoId, (view) => onAnalysisChange(view.analysis));
  const [tool, setTool] = useState<FixTool | null>(null);
  const [showOverlay, setShowOverlay] = useState(true);
  /** The stroke being dragged, drawn on the photo until the pointer is lifted. */
  const [stroke, setStroke] = useState<{ points: PhotoPoint[]; w: number; h: number } | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const gesture = useRef<{ start: { x: number; y: number }; points: PhotoPoint[]; drag: boolean }>(
    null,
  );

  const view = surfaces.data;
  const busy = fixer.isPending;

  /** A pointer position in the photo's own pixels. */
  const toPhoto = (e: PointerEvent): PhotoPoint | undefined => {
    const img = image.current;
    if (!img || !img.naturalWidth) return undefined;
    const r = img.getBoundingClientRect();
    const clamp = (v: number, hi: number) => Math.min(hi - 1, Math.max(0, Math.floor(v)));
    return {
      x: clamp(((e.clientX - r.left) / r.width) * img.naturalWidth, img.naturalWidth),
      y: clamp(((e.clientY - r.top) / r.height) * img.naturalHeight, img.naturalHeight),
    };
  };

  const send = (fix: FixRequest) => {
    if (!busy) fixer.mutate(fix);
  };

  const onPointerDown = (e: PointerEvent) => {
    if (!tool || busy) return;
    const p = toPhoto(e);
    if (!p) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    gesture.current = { start: { x: e.clientX, y: e.clientY }, points: [p], drag: false };
  };
  const onPointerMove = (e: PointerEvent) => {
    const g = gesture.current;
    if (!g) return;
    if (Math.hypot(e.clientX - g.start.x, e.clientY - g.start.y) > DRAG_PX) g.drag = true;
    const p = toPhoto(e);
    if (p) g.points.push(p);
    const img = image.current;
    if (g.drag && img)
      setStroke({ points: [...g.points], w: img.naturalWidth, h: img.naturalHeight });
  };
  const onPointerUp = () => {
    const g = gesture.current;
    gesture.current = null;
    setStroke(null);
    if (!g || !tool) return;
    const first = g.points[0];
    if (!first) return;
    if (g.drag) send({ kind: 'stroke', surface: tool, stroke: thin(g.points) });
    else send({ kind: 'tap', surface: tool, point: first });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ textAlign: 'center', bgcolor: 'action.hover', borderRadius: 2, lineHeight: 0 }}>
        <Box
          data-testid="surface-photo"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            gesture.current = null;
            setStroke(null);
          }}
          sx={{
            position: 'relative',
            display: 'inline-block',
            maxWidth: '100%',
            touchAction: tool ? 'none' : 'auto',
            cursor: tool ? 'crosshair' : 'default',
            userSelect: 'none',
          }}
        >
          <Box
            component="img"
            ref={image}
            src={imageUrl}
            alt="Uploaded house photo"
            draggable={false}
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: { xs: 320, md: 420 },
              width: 'auto',
              height: 'auto',
            }}
          />
          {view && view.overlay.png && showOverlay && (
            <Box
              component="img"
              src={view.overlay.png}
              alt="Surfaces found: body, trim and accents tinted"
              data-testid="surface-overlay"
              data-fixes={view.fixes}
              draggable={false}
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                pointerEvents: 'none',
              }}
            />
          )}
          {stroke && tool && (
            <Box
              component="svg"
              data-testid="stroke-preview"
              aria-hidden
              viewBox={`0 0 ${stroke.w} ${stroke.h}`}
              preserveAspectRatio="none"
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                pointerEvents: 'none',
              }}
            >
              <polyline
                points={stroke.points.map((p) => `${p.x},${p.y}`).join(' ')}
                fill="none"
                stroke={STROKE_TINT[tool]}
                strokeOpacity={0.7}
                strokeWidth={2 * BRUSH * Math.max(stroke.w, stroke.h)}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </Box>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Box
          component="ul"
          aria-label="Legend"
          sx={{ display: 'flex', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
        >
          {SURFACE_TINTS.map(({ key, label, tint }) => (
            <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box
                component="span"
                aria-hidden
                sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: tint, opacity: 0.8 }}
              />
              <Typography variant="body2">{label}</Typography>
            </Box>
          ))}
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={showOverlay}
              onChange={(e) => setShowOverlay(e.target.checked)}
              size="small"
            />
          }
          label="Show surfaces"
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Wrong somewhere? Choose what it should be, then tap the place on the photo (drag to paint a
        thin part such as a fascia board).
      </Typography>
      <Box
        role="toolbar"
        aria-label="Fix the surfaces"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={tool}
          onChange={(_e, next: FixTool | null) => setTool(next)}
          aria-label="Fix as"
          sx={{ flexWrap: 'wrap' }}
        >
          {TOOLS.map(({ value, label }) => (
            <ToggleButton key={value} value={value} sx={{ textTransform: 'none', px: 1.5 }}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          size="small"
          variant="outlined"
          startIcon={<UndoIcon />}
          disabled={busy || !view || view.fixes === 0}
          onClick={() => send({ kind: 'undo' })}
        >
          Undo
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<RestartAltIcon />}
          disabled={busy || !view || view.fixes === 0}
          onClick={() => send({ kind: 'reset' })}
        >
          Reset
        </Button>
      </Box>
    </Box>
  );
}
