import Box from '@mui/material/Box';

type ColorSwatchProps = {
  hex: string;
  size?: number;
  /** A tooltip and accessible name; without it the swatch is decorative. */
  title?: string;
};

/** A colour chip. The colour is inline so it shows even before styles load. */
export function ColorSwatch({ hex, size = 24, title }: ColorSwatchProps) {
  return (
    <Box
      component="span"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      title={title}
      style={{ backgroundColor: hex }}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'rgba(0, 0, 0, 0.16)',
      }}
    />
  );
}
