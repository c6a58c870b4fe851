import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { NOTICE_DURATION_MS, NOTICE_LIMIT, NOTICE_REMOVE_DELAY_MS } from '../../config/constants';

export type NoticeVariant = 'default' | 'destructive';

export type NoticeInput = {
  title?: string;
  description?: string;
  variant?: NoticeVariant;
  /** Display time in ms before the notice dismisses itself. */
  duration?: number;
};

export type Notice = {
  id: string;
  title?: string;
  description?: string;
  variant: NoticeVariant;
  open: boolean;
};

// A tiny store outside React, so non-React code (the api client) can notify.
let notices: Notice[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function setNotices(next: Notice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removals.has(id)) return;
  const timer = setTimeout(() => {
    removals.delete(id);
    setNotices(notices.filter((notice) => notice.id !== id));
  }, NOTICE_REMOVE_DELAY_MS);
  removals.set(id, timer);
}

/** Hides a notice, or every notice when no id is given. */
export function dismissNotice(id?: string): void {
  const closing = notices.filter((n) => n.open && (id === undefined || n.id === id));
  if (closing.length === 0) return;
  setNotices(notices.map((n) => (closing.includes(n) ? { ...n, open: false } : n)));
  for (const notice of closing) scheduleRemoval(notice.id);
}

/** Shows a notice; at most NOTICE_LIMIT are kept, the newest first. */
export function notify(input: NoticeInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  const notice: Notice = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    open: true,
  };
  setNotices([notice, ...notices].slice(0, NOTICE_LIMIT));
  setTimeout(() => dismissNotice(id), input.duration ?? NOTICE_DURATION_MS);
  return { id, dismiss: () => dismissNotice(id) };
}

export function getNotices(): readonly Notice[] {
  return notices;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotify() {
  const current = useSyncExternalStore(subscribe, getNotices, getNotices);
  return { notices: current, notify, dismiss: dismissNotice };
}

/** The notice area: top of the screen on phones, bottom right from tablets up. */
export function Notices() {
  const { notices: current } = useNotify();
  const visible = current.filter((notice) => notice.open);
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        top: { xs: 0, sm: 'auto' },
        bottom: { sm: 0 },
        right: 0,
        width: '100%',
        maxWidth: { md: 420 },
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {visible.map((notice) => {
        const destructive = notice.variant === 'destructive';
        return (
          <Alert
            key={notice.id}
            role={destructive ? 'alert' : 'status'}
            severity={destructive ? 'error' : 'success'}
            variant={destructive ? 'filled' : 'standard'}
            icon={destructive ? undefined : false}
            onClose={() => dismissNotice(notice.id)}
            sx={{
              pointerEvents: 'auto',
              boxShadow: 6,
              ...(destructive
                ? {}
                : {
                    bgcolor: 'background.paper',
                    color: 'text.primary',
                    border: 1,
                    borderColor: 'divider',
                  }),
            }}
          >
            {notice.title && (
              <AlertTitle sx={{ mb: 0.25, fontWeight: 700 }}>{notice.title}</AlertTitle>
            )}
            {notice.description}
          </Alert>
        );
      })}
    </Box>
  );
}
