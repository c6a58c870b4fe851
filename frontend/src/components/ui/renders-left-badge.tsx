import Chip from '@mui/material/Chip';
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import BrushIcon from '@mui/icons-material/Brush';

type RendersLeftBadgeProps = { betaTester: boolean; remainingRenders: number };

export function rendersLeftLabel({ betaTester, remainingRenders }: RendersLeftBadgeProps): string {
  return betaTester ? 'Beta Tester - Unlimited' : `${remainingRenders} free renders left`;
}

/** 'Beta Tester - Unlimited' or '{n} free renders left'. */
export function RendersLeftBadge(props: RendersLeftBadgeProps) {
  const empty = !props.betaTester && props.remainingRenders <= 0;
  return (
    <Chip
      size="small"
      icon={props.betaTester ? <AllInclusiveIcon /> : <BrushIcon />}
      label={rendersLeftLabel(props)}
      color={props.betaTester ? 'secondary' : empty ? 'warning' : 'primary'}
      variant={props.betaTester ? 'filled' : 'outlined'}
    />
  );
}
