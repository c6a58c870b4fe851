import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notify } from '../../components/ui/notices';
import { PROMPT_EDITOR_ROWS } from '../../config/constants';
import { dataProvider, type PromptsResponse, type PromptService } from '../data-provider';
import { PromptHistory } from './prompt-history';
import type { TestResult } from './test-result';

type Props = {
  prompt: PromptsResponse['prompts'][PromptService];
  draft: string | undefined;
  modified: boolean;
  onDraft: (text: string) => void;
  onSaved: () => void;
  result: TestResult | undefined;
  onResult: (result: TestResult) => void;
};

const messageOf = (error: unknown) => (error instanceof Error && error.message) || undefined;

/** One service's tab: the 12-row editor, Test Service, Save Changes, results and history. */
export function PromptEditorTab({
  prompt,
  draft,
  modified,
  onDraft,
  onSaved,
  result,
  onResult,
}: Props) {
  const queryClient = useQueryClient();
  const { service } = prompt;
  const text = draft ?? prompt.current;

  const save = useMutation({
    mutationFn: async () => {
      const trimmed = text.trim();
      if (!trimmed) throw new Error('Prompt cannot be empty');
      await dataProvider.updatePrompt(service, trimmed);
    },
    onSuccess: async () => {
      onSaved();
      notify({ title: 'Prompt Updated', description: `${service} prompt updated successfully` });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'prompts'] });
    },
    onError: (error) =>
      notify({
        title: 'Update Failed',
        description: messageOf(error) ?? 'Failed to update prompt',
        variant: 'destructive',
      }),
  });
  const test = useMutation({
    mutationFn: () => dataProvider.testPrompt(service),
    onSuccess: (response) => {
      onResult({ ok: true, response });
      notify({
        title: 'Service Test Completed',
        description: `${service} service test successful`,
      });
    },
    onError: (error) => {
      onResult({ ok: false, message: messageOf(error) ?? 'Service test failed' });
      notify({
        title: 'Test Failed',
        description: messageOf(error) ?? 'Service test failed',
        variant: 'destructive',
      });
    },
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {service}
        </Typography>
        <Chip size="small" color="primary" label={prompt.model} />
        {modified && (
          <Typography component="span" sx={{ color: 'orange', fontWeight: 600 }}>
            (Modified)
          </Typography>
        )}
      </Box>
      <Typography color="text.secondary">{prompt.description}</Typography>
      <TextField
        label={`${service} prompt`}
        multiline
        minRows={PROMPT_EDITOR_ROWS}
        maxRows={PROMPT_EDITOR_ROWS}
        value={text}
        onChange={(e) => onDraft(e.target.value)}
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace' }, spellCheck: false } }}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="outlined" onClick={() => test.mutate()} disabled={test.isPending}>
          {test.isPending ? 'Testing...' : 'Test Service'}
        </Button>
        <Button
          variant="contained"
          onClick={() => save.mutate()}
          disabled={!modified || save.isPending}
        >
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </Box>
      {result && (
        <Box>
          <Typography variant="h6" component="h3">
            Test Results
          </Typography>
          {result.ok ? (
            <>
              <Typography color="success.main">✓ Service test successful</Typography>
              <Box
                component="pre"
                sx={{ p: 1, bgcolor: 'grey.100', overflow: 'auto', maxHeight: 320 }}
              >
                {JSON.stringify(result.response, null, 2)}
              </Box>
            </>
          ) : (
            <Typography color="error">
              <strong>Error:</strong> {result.message}
            </Typography>
          )}
        </Box>
      )}
      <PromptHistory service={service} current={prompt.current} />
    </Box>
  );
}
