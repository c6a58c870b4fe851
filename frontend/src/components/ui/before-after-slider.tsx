import { useState, type HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Slider, { SliderThumb } from '@mui/material/Slider';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';

type BeforeAfterSliderProps = {
  beforeUrl: string;
  afterUrl: string;
  /** Resized copies (`srcset`), so phones do not download the full photo. */
  beforeSrcSet?: string;
  afterSrcSet?: string;
  /** How wide the comparison shows (`sizes`), for choosing from the srcsets. */
  sizes?: string;
};

function ComparisonThumb({ children, ...other }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <SliderThumb {...other}>
      {children}
      <CompareArrowsIcon sx={{ fontSize: 22 }} aria-hidden />
    </SliderThumb>
  );
}

const label = {
  position: 'absolute',
  top: 10,
  px: 1.25,
  py: 0.25,
  borderRadius: 5,
  bgcolor: 'rgba(0, 0, 0, 0.6)',
  color: 'common.white',
  fontSize: '0.8rem',
  fontWeight: 700,
  lineHeight: 1.6,
  pointerEvents: 'none',
} as const;

/**
 * The after image laid over the before image, revealed right of a divider the
 * user drags (mouse, touch or arrow keys). With a mouse the whole image is the
 * slider; on touch screens the handle is, so swipes over the photo scroll.
 */
export function BeforeAfterSlider({
  beforeUrl,
  afterUrl,
  beforeSrcSet,
  afterSrcSet,
  sizes,
}: BeforeAfterSliderProps) {
  const [position, setPosition] = useState(50);
  return (
    <Box
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        lineHeight: 0,
        bgcolor: 'action.hover',
        userSelect: 'none',
        WebkitUserSelect: 'none',
      }}
    >
      <Box
        component="img"
        src={beforeUrl}
        srcSet={beforeSrcSet}
        sizes={beforeSrcSet ? sizes : undefined}
        alt="Before painting"
        draggable={false}
        sx={{ display: 'block', width: '100%', height: 'auto' }}
      />
      <Box
        component="img"
        src={afterUrl}
        srcSet={afterSrcSet}
        sizes={afterSrcSet ? sizes : undefined}
        alt="After painting"
        draggable={false}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          clipPath: `inset(0 0 0 ${position}%)`,
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: `${position}%`,
          width: 3,
          ml: '-1.5px',
          bgcolor: 'common.white',
          boxShadow: '0 0 6px rgba(0, 0, 0, 0.45)',
          pointerEvents: 'none',
        }}
      />
      <Box component="span" sx={{ ...label, left: 10 }}>
        Before
      </Box>
      <Box component="span" sx={{ ...label, right: 10 }}>
        After
      </Box>
      <Slider
        value={position}
        onChange={(_, value) => setPosition(Array.isArray(value) ? (value[0] ?? 50) : value)}
        aria-label="Before/after comparison"
        getAriaValueText={(value) => `${value}% before, ${100 - value}% after`}
        slots={{ thumb: ComparisonThumb }}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          p: 0,
          borderRadius: 0,
          color: 'primary.main',
          cursor: 'ew-resize',
          // Horizontal drags move the divider; vertical swipes scroll the page.
          touchAction: 'pan-y',
          // On touch screens only the handle drags, so swipes over the photo scroll.
          '@media (pointer: coarse)': {
            p: 0,
            pointerEvents: 'none',
            '& .MuiSlider-thumb': { pointerEvents: 'auto' },
          },
          '& .MuiSlider-rail, & .MuiSlider-track': { display: 'none' },
          '& .MuiSlider-thumb': {
            width: 40,
            height: 40,
            bgcolor: 'common.white',
            boxShadow: '0 2px 8px rgba(0, 0, 0, 0.35)',
            '&::before': { boxShadow: 'none' },
            '&:hover, &.Mui-focusVisible, &.Mui-active': {
              boxShadow: (t) => `0 0 0 8px ${t.palette.primary.main}40`,
            },
          },
        }}
      />
    </Box>
  );
}
