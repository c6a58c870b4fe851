import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ColorSchemePicker,
  type ColorSchemePickerProps,
} from '../../frontend/src/features/paint-schemes/components/color-scheme-picker';
import type { ColorOptions } from '../../frontend/src/features/paint-schemes/types';

const gray = { hex: '#D6D2CC', code: 'SW 7015', name: 'Repose Gray' };
const white = { hex: '#EFEDE6', code: 'SW 7006', name: 'Extra White' };
const bronze = { hex: '#4C4238', code: 'SW 7048' };

const threeEach: ColorOptions = {
  body: [gray, white, bronze],
  trim: [gray, white, bronze],
  accent: [gray, white, bronze],
};
const oneEach: ColorOptions = { body: [gray], trim: [white], accent: [bronze] };

function renderPicker(props: Partial<ColorSchemePickerProps> = {}) {
  const user = userEvent.setup();
  const view = render(
    <ColorSchemePicker
      schemeId="cc-001"
      schemeName="Coastal Breeze"
      colorOptions={threeEach}
      {...props}
    />,
  );
  return { ...view, user };
}

const radio = (name: string) => screen.getByRole('radio', { name });
const labelOf = (name: string) => radio(name).closest('label') as HTMLElement;

describe('colour scheme picker', () => {
  it('shows the scheme name and the id in upper case', () => {
    renderPicker();
    expect(screen.getByRole('heading', { name: 'Coastal Breeze' })).toBeInTheDocument();
    expect(screen.getByText('CC-001')).toBeInTheDocument();
    expect(screen.getByText('Select Colors from Approved Options:')).toBeInTheDocument();
  });

  it("shows 'Scheme {id}' when there is no name", () => {
    renderPicker({ schemeName: null });
    expect(screen.getByRole('heading', { name: 'Scheme cc-001' })).toBeInTheDocument();
  });

  it('renders nothing when none of the three lists has options', () => {
    const { container } = renderPicker({
      colorOptions: { body: [], trim: [], accent: [] },
      onApply: vi.fn(),
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('lists Body, Trim and Accent options with swatch, code and optional name', () => {
    renderPicker();
    for (const list of ['Body', 'Trim', 'Accent']) {
      const group = screen.getByRole('radiogroup', { name: list });
      expect(within(group).getAllByRole('radio')).toHaveLength(3);
    }
    expect(radio('Body option SW 7015 Repose Gray')).toBeInTheDocument();
    expect(radio('Accent option SW 7048')).toBeInTheDocument();
  });

  it('selects body 0, trim 0, accent 0 by default; clamps indexes to the last option', () => {
    const { rerender } = renderPicker();
    expect(radio('Body option SW 7015 Repose Gray')).toBeChecked();
    expect(radio('Trim option SW 7015 Repose Gray')).toBeChecked();
    expect(radio('Accent option SW 7015 Repose Gray')).toBeChecked();
    rerender(
      <ColorSchemePicker
        schemeId="cc-001"
        colorOptions={threeEach}
        currentSelections={{ body: 0, trim: 1, accent: 7 }}
      />,
    );
    expect(radio('Body option SW 7015 Repose Gray')).toBeChecked();
    expect(radio('Trim option SW 7006 Extra White')).toBeChecked();
    expect(radio('Accent option SW 7048')).toBeChecked();
  });

  it('moves the check mark on click and tells the parent the full selection', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderPicker({
      currentSelections: { body: 0, trim: 1, accent: 2 },
      onSelectionChange,
    });
    expect(
      within(labelOf('Body option SW 7015 Repose Gray')).getByTestId('CheckIcon'),
    ).toBeTruthy();
    await user.click(radio('Body option SW 7048'));
    expect(radio('Body option SW 7048')).toBeChecked();
    expect(within(labelOf('Body option SW 7048')).getByTestId('CheckIcon')).toBeTruthy();
    expect(
      within(labelOf('Body option SW 7015 Repose Gray')).queryByTestId('CheckIcon'),
    ).not.toBeInTheDocument();
    expect(onSelectionChange).toHaveBeenLastCalledWith({ body: 2, trim: 1, accent: 2 });
    // The top swatch follows the selection.
    expect(screen.getByRole('img', { name: 'Body Color' })).toHaveStyle({
      backgroundColor: '#4C4238',
    });
  });

  it('re-synchronises when the current selections change', () => {
    const { rerender } = renderPicker({ currentSelections: { body: 0 } });
    rerender(
      <ColorSchemePicker
        schemeId="cc-001"
        schemeName="Coastal Breeze"
        colorOptions={threeEach}
        currentSelections={{ body: 1 }}
      />,
    );
    expect(radio('Body option SW 7006 Extra White')).toBeChecked();
  });

  it('titles the three swatches; falls back to #cccccc and the fallback colour names', () => {
    renderPicker({
      colorOptions: { body: [bronze], trim: [], accent: [] },
    });
    const body = screen.getByRole('img', { name: 'Body Color' });
    expect(body).toHaveAttribute('title', 'Body Color');
    expect(body).toHaveStyle({ backgroundColor: '#4C4238' });
    for (const title of ['Trim Color', 'Accent Color']) {
      const swatch = screen.getByRole('img', { name: title });
      expect(swatch).toHaveAttribute('title', title);
      expect(swatch).toHaveStyle({ backgroundColor: '#cccccc' });
    }
    // Names not found: the fallback names are shown.
    expect(screen.getByText('Trim Color', { selector: 'span:not([role])' })).toBeInTheDocument();
    expect(screen.getByText('Body Color', { selector: 'span:not([role])' })).toBeInTheDocument();
  });

  it('shows the apply button only with a handler and a list of more than one option', async () => {
    const onApply = vi.fn();
    const { rerender, user } = renderPicker();
    expect(screen.queryByRole('button', { name: 'Apply Color Selection' })).not.toBeInTheDocument();

    rerender(<ColorSchemePicker schemeId="x" colorOptions={oneEach} onApply={onApply} />);
    expect(screen.queryByRole('button', { name: 'Apply Color Selection' })).not.toBeInTheDocument();

    rerender(
      <ColorSchemePicker
        schemeId="x"
        colorOptions={{ ...oneEach, trim: [white, gray] }}
        onApply={onApply}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Apply Color Selection' }));
    expect(onApply).toHaveBeenCalledWith({ body: 0, trim: 0, accent: 0 });
  });

  it("shows 'Updating...' while loading", () => {
    renderPicker({ onApply: vi.fn(), isLoading: true });
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  });

  it("shows 'Manufacturer: {name}' only when a manufacturer is given", () => {
    const { rerender } = renderPicker({ manufacturer: 'Sherwin-Williams' });
    expect(screen.getByText('Manufacturer: Sherwin-Williams')).toBeInTheDocument();
    rerender(<ColorSchemePicker schemeId="x" colorOptions={threeEach} />);
    expect(screen.queryByText(/Manufacturer:/)).not.toBeInTheDocument();
  });
});
