import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ADMIN_PROMPTS_REFETCH_MS } from '../../config/constants';
import { dataProvider, PROMPT_SERVICES, type PromptService } from '../data-provider';
import { PromptEditorTab } from './prompt-editor-tab';
import type { TestResult } from './test-result';

export const promptsQueryKey = ['admin', 'prompts'] as const;

/** The dot on a tab whose draft differs from the saved prompt. */
function ModifiedDot() {
  return (
    <Box
      component="span"
      data-testid="modified-dot"
      aria-label="unsaved changes"
      sx={{
        ml: 1,
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: 'orange',
        display: 'inline-block',
      }}
    />
  );
}

/** /admin/prompts (SPEC §2 Admin prompts): edit, test and version the AI services' prompts. */
export function PromptsPage() {
  const prompts = useQuery({
    queryKey: promptsQueryKey,
    queryFn: () => dataProvider.getPrompts(),
    refetchInterval: ADMIN_PROMPTS_REFETCH_MS,
  });
  const [tab, setTab] = useState<PromptService>('imageAnalysis');
  const [drafts, setDrafts] = useState<Partial<Record<PromptService, string>>>({});
  const [results, setResults] = useState<Partial<Record<PromptService, TestResult>>>({});

  if (prompts.isPending) return <Typography sx={{ p: 2 }}>Loading admin dashboard...</Typography>;
  if (prompts.error)
    return (
      <Typography sx={{ p: 2 }} color="error">
        Failed to load admin dashboard: {prompts.error.message}
      </Typography>
    );
  const { metadata } = prompts.data;
  const isModified = (service: PromptService) => {
    const draft = drafts[service];
    return draft !== undefined && draft !== prompts.data.prompts[service].current;
  };

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h4" component="h1">
          AI Prompt Management
        </Typography>
        <Typography color="text.secondary">
          Manage and test the prompts used by all AI services
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Chip label={`${metadata.totalServices} services`} />
          <Chip
            variant="outlined"
            label={`Last updated: ${new Date(metadata.timestamp).toLocaleString()}`}
          />
        </Box>
      </Box>
      <Tabs value={tab} onChange={(_e, value: PromptService) => setTab(value)}>
        {PROMPT_SERVICES.map((service) => (
          <Tab
            key={service}
            value={service}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                {service}
                {isModified(service) && <ModifiedDot />}
              </Box>
            }
          />
        ))}
      </Tabs>
      <PromptEditorTab
        key={tab}
        prompt={prompts.data.prompts[tab]}
        draft={drafts[tab]}
        modified={isModified(tab)}
        onDraft={(text) => setDrafts((d) => ({ ...d, [tab]: text }))}
        onSaved={() => setDrafts(({ [tab]: _saved, ...rest }) => rest)}
        result={results[tab]}
        onResult={(result) => setResults((r) => ({ ...r, [tab]: result }))}
      />
    </Box>
  );
}
