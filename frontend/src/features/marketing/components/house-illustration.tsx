import Box from '@mui/material/Box';

type HouseIllustrationProps = { body: string; trim: string; accent: string; label: string };

/** A small house in a body/trim/accent scheme, drawn in SVG (no image download). */
export function HouseIllustration({ body, trim, accent, label }: HouseIllustrationProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 220"
      role="img"
      aria-label={label}
      sx={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dff1fb" />
          <stop offset="1" stopColor="#f5fbff" />
        </linearGradient>
      </defs>
      <rect width="320" height="220" fill="url(#sky)" />
      <circle cx="270" cy="42" r="18" fill="#ffd98a" />
      <rect y="186" width="320" height="34" fill="#a8d597" />
      <rect x="246" y="120" width="8" height="68" fill="#8a6a4f" />
      <circle cx="250" cy="112" r="26" fill="#6fb36b" />
      <polygon points="52,102 160,38 268,102" fill="#47505a" />
      <rect x="56" y="98" width="208" height="9" rx="2" fill={trim} />
      <rect x="70" y="107" width="180" height="81" fill={body} />
      <rect x="70" y="107" width="180" height="81" fill="none" stroke={trim} strokeWidth="4" />
      <circle cx="160" cy="76" r="11" fill="#cfe6f5" stroke={trim} strokeWidth="4" />
      {[86, 196].map((x) => (
        <g key={x}>
          <rect x={x} y="122" width="38" height="34" fill="#cfe6f5" stroke={trim} strokeWidth="5" />
          <line x1={x + 19} y1="122" x2={x + 19} y2="156" stroke={trim} strokeWidth="3" />
          <rect x={x - 5} y="120" width="6" height="38" fill={accent} />
          <rect x={x + 37} y="120" width="6" height="38" fill={accent} />
        </g>
      ))}
      <rect x="142" y="128" width="36" height="60" fill={accent} stroke={trim} strokeWidth="4" />
      <circle cx="171" cy="160" r="2.5" fill={trim} />
      <rect x="132" y="188" width="56" height="6" fill="#cfc6b8" />
      <rect x="16" y="16" width="62" height="24" rx="12" fill="#ffffff" opacity="0.9" />
      <text
        x="47"
        y="32"
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        fill="#0e7c66"
        fontFamily="system-ui, sans-serif"
      >
        After
      </text>
    </Box>
  );
}
