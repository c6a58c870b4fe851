import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ShareIcon from '@mui/icons-material/Share';
import { useShareLink } from '../hooks/use-share-link';
import { ShareLinkDialog } from './share-link-dialog';

type ShareButtonProps = {
  renderId: string;
  /** The render's token when it was shared before (no call is needed then). */
  shareToken?: string | null;
  /** What the share sheet calls the link, e.g. the scheme name. */
  title: string;
  label?: string;
  onShared?: (shareToken: string) => void;
} & Pick<ButtonProps, 'variant' | 'size' | 'sx' | 'aria-describedby'>;

/** 'Share' on the dashboard, 'Share Result' in the visualizer. */
export function ShareButton({
  renderId,
  shareToken,
  title,
  label = 'Share',
  onShared,
  ...buttonProps
}: ShareButtonProps) {
  const { shareRender, isSharing, readyLink, closeReadyLink } = useShareLink();
  const share = async () => {
    const token = await shareRender(renderId, title, shareToken);
    if (token && token !== shareToken) onShared?.(token);
  };
  return (
    <>
      <Button
        onClick={() => void share()}
        disabled={isSharing}
        startIcon={
          isSharing ? <CircularProgress size={16} color="inherit" aria-hidden /> : <ShareIcon />
        }
        {...buttonProps}
      >
        {label}
      </Button>
      <ShareLinkDialog link={readyLink} onClose={closeReadyLink} />
    </>
  );
}
