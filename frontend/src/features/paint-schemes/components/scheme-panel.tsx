import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { notify } from '../../../components/ui/notices';
import { useCustomSchemes } from '../api/get-custom-schemes';
import { usePaintSchemes } from '../api/get-paint-schemes';
import { COLORS_UPDATED, useUpdateCustomSchemeColors } from '../api/update-custom-scheme-colors';
import type { ColorSelection, Scheme, SchemeChoice } from '../types';
import {
  defaultSelection,
  schemeColorOptions,
  selectedColorsPayload,
} from '../utils/color-options';
import {
  availabilityText,
  countSchemes,
  EXPANDED_BY_DEFAULT,
  groupByCategory,
  hoaGroups,
  schemeDisplayName,
  type SchemeGroup as Group,
} from '../utils/group-schemes';
import { ColorSchemePicker } from './color-scheme-picker';
import { SchemeCard } from './scheme-card';
import { SchemeGroup } from './scheme-group';

export type SchemeView = 'hoa' | 'popular';

export type SchemePanelProps = {
  /** The signed-in user's id; their custom schemes are loaded with it. */
  userId: string | undefined;
  /** The HOA view is shown first when true, else the popular view. */
  hoaRequired?: boolean | null;
  /** The chosen scheme's UI id (custom ones prefixed 'custom-'), or null. */
  selectedSchemeId: string | null;
  onSchemeSelect: (choice: SchemeChoice) => void;
  /** The full selection of the chosen scheme, on choice and on every change. */
  onColorSelectionChange: (selection: ColorSelection) => void;
};

/** The 'Select Color Scheme' card (SPEC §2 Visualizer). */
export function SchemePanel({
  userId,
  hoaRequired,
  selectedSchemeId,
  onSchemeSelect,
  onColorSelectionChange,
}: SchemePanelProps) {
  const [view, setView] = useState<SchemeView>(hoaRequired ? 'hoa' : 'popular');
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [selections, setSelections] = useState<Record<string, ColorSelection>>({});
  const [lastChosen, setLastChosen] = useState<Scheme | null>(null);
  const schemesQuery = usePaintSchemes(view === 'hoa');
  const customQuery = useCustomSchemes(userId);
  const update = useUpdateCustomSchemeColors();

  const schemes = schemesQuery.data ?? [];
  const customSchemes = customQuery.data ?? [];
  const groups = view === 'hoa' ? hoaGroups(schemes, customSchemes) : groupByCategory(schemes);
  const isExpanded = (group: Group, index: number) =>
    expanded[group.name] ??
    (EXPANDED_BY_DEFAULT.includes(group.name) || (view === 'popular' && index === 0));

  const selectedScheme =
    [...customSchemes, ...schemes].find((scheme) => scheme.id === selectedSchemeId) ??
    (lastChosen?.id === selectedSchemeId ? lastChosen : null);
  const selectionOf = (scheme: Scheme) => selections[scheme.id] ?? defaultSelection(scheme);
  const shownInline = groups.some(
    (group, index) =>
      isExpanded(group, index) && group.schemes.some((scheme) => scheme.id === selectedSchemeId),
  );

  const choose = (scheme: Scheme) => {
    setLastChosen(scheme);
    onSchemeSelect({
      schemeId: scheme.id,
      schemeName: schemeDisplayName(scheme),
      manufacturer: scheme.manufacturer,
      isCustom: scheme.isCustom,
    });
    onColorSelectionChange(selectionOf(scheme));
  };

  const keepSelection = (scheme: Scheme, selection: ColorSelection) => {
    setSelections((previous) => ({ ...previous, [scheme.id]: selection }));
    onColorSelectionChange(selection);
  };

  const apply = (scheme: Scheme, selection: ColorSelection) => {
    keepSelection(scheme, selection);
    if (scheme.isCustom) {
      update.mutate({
        schemeId: scheme.id,
        selectedColors: selectedColorsPayload(selection, schemeColorOptions(scheme)),
      });
    } else {
      // A predefined scheme's selection is sent with the render.
      notify({
        title: COLORS_UPDATED,
        description: 'Your color selection will be used for the render.',
      });
    }
  };

  const picker = (scheme: Scheme) => (
    <ColorSchemePicker
      key={scheme.id}
      schemeId={scheme.id}
      schemeName={scheme.name}
      manufacturer={scheme.manufacturer}
      colorOptions={schemeColorOptions(scheme)}
      currentSelections={selectionOf(scheme)}
      onSelectionChange={(selection) => keepSelection(scheme, selection)}
      onApply={(selection) => apply(scheme, selection)}
      isLoading={update.isPending && update.variables.schemeId === scheme.id}
    />
  );

  const count = countSchemes(groups);
  return (
    <Card component="section" aria-labelledby="scheme-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography
          id="scheme-heading"
          variant="h2"
          sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}
        >
          Select Color Scheme
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={view}
          onChange={(_, next: SchemeView | null) => next && setView(next)}
          aria-label="Scheme list"
          sx={{ width: { xs: '100%', sm: 'auto' }, mb: 1.5 }}
        >
          <ToggleButton value="hoa" sx={{ flex: { xs: 1, sm: 'initial' }, px: 2.5 }}>
            HOA Approved
          </ToggleButton>
          <ToggleButton value="popular" sx={{ flex: { xs: 1, sm: 'initial' }, px: 2.5 }}>
            Popular
          </ToggleButton>
        </ToggleButtonGroup>

        {schemesQuery.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
            <CircularProgress size={22} aria-hidden />
            <Typography color="text.secondary">Loading schemes...</Typography>
          </Box>
        ) : schemesQuery.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void schemesQuery.refetch()}>
                Retry
              </Button>
            }
          >
            Could not load the paint schemes.
          </Alert>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {availabilityText(count, view)}
            </Typography>
            {selectedScheme && !shownInline && <Box sx={{ mb: 2 }}>{picker(selectedScheme)}</Box>}
            {count === 0 && (
              <Typography color="text.secondary">
                {view === 'hoa'
                  ? 'No HOA-approved schemes yet. Upload your HOA documents to add some.'
                  : 'No schemes yet.'}
              </Typography>
            )}
            <Box sx={{ display: 'grid', gap: 2 }}>
              {groups.map((group, index) => {
                const open = isExpanded(group, index);
                return (
                  <SchemeGroup
                    key={group.name}
                    name={group.name}
                    count={group.schemes.length}
                    expanded={open}
                    onToggle={() =>
                      setExpanded((previous) => ({ ...previous, [group.name]: !open }))
                    }
                  >
                    {group.schemes.map((scheme) => {
                      const selected = scheme.id === selectedSchemeId;
                      return [
                        <SchemeCard
                          key={scheme.id}
                          scheme={scheme}
                          options={schemeColorOptions(scheme)}
                          selection={selectionOf(scheme)}
                          selected={selected}
                          onSelect={() => choose(scheme)}
                        />,
                        selected && (
                          <Box key={`${scheme.id}-picker`} sx={{ gridColumn: '1 / -1' }}>
                            {picker(scheme)}
                          </Box>
                        ),
                      ];
                    })}
                  </SchemeGroup>
                );
              })}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
