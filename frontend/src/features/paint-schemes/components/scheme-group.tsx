import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

type SchemeGroupProps = {
  name: string;
  count: number;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
};

/**
 * A collapsible category group: a header button (aria-expanded, named by all it shows: the
 * category and its count) and its schemes.
 */
export function SchemeGroup({ name, count, expanded, onToggle, children }: SchemeGroupProps) {
  const nameId = useId();
  const regionId = useId();
  return (
    <Box component="section" aria-labelledby={nameId}>
      <Typography component="h3" sx={{ m: 0 }}>
        <ButtonBase
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={expanded ? regionId : undefined}
          sx={{
            width: '100%',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 48,
            px: 1.5,
            borderRadius: 2,
            bgcolor: 'background.default',
            textAlign: 'left',
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <Box
            component="span"
            id={nameId}
            sx={{ fontWeight: 700, fontSize: '1rem', flex: 1, minWidth: 0 }}
          >
            {name}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {count} {count === 1 ? 'scheme' : 'schemes'}
          </Box>
          <ExpandMoreIcon
            aria-hidden
            sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
          />
        </ButtonBase>
      </Typography>
      {expanded && (
        <Box
          id={regionId}
          sx={{
            display: 'grid',
            gap: 1.5,
            pt: 1.5,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}
