import type { CreateCustomSchemePayload, DocumentColor, SchemeForm } from '../types';

/** One choosable colour: a non-empty value (SPEC §5), a swatch and the name or code. */
export type ColorChoice = DocumentColor & { value: string; rgb: string; label: string };

export const EMPTY_FORM: SchemeForm = {
  name: '',
  manufacturer: '',
  bodyColor: '',
  trimColor: '',
  accentColor: '',
};

/**
 * The document colours a scheme can use: those with a paint code and a colour (a scheme needs
 * both, SPEC §5), each once.
 */
export function colorChoices(colors: DocumentColor[]): ColorChoice[] {
  const seen = new Set<string>();
  const choices: ColorChoice[] = [];
  colors.forEach((color, index) => {
    if (!color.rgb || !color.code) return;
    const key = `${color.code}|${color.rgb}`;
    if (seen.has(key)) return;
    seen.add(key);
    choices.push({
      ...color,
      rgb: color.rgb,
      value: `color-${index}`,
      label: color.name || color.code,
    });
  });
  return choices;
}

/** SPEC §2: the distinct manufacturers among the document colours ('Custom' when none is named). */
export function manufacturerChoices(colors: DocumentColor[]): string[] {
  const names = [...new Set(colors.map((c) => c.manufacturer).filter((m): m is string => !!m))];
  return names.length > 0 ? names : ['Custom'];
}

export type FormErrors = Partial<Record<keyof SchemeForm, string>>;

/** SPEC §5's custom scheme form rules. */
export function validateForm(form: SchemeForm): FormErrors {
  const errors: FormErrors = {};
  if (form.name.trim().length < 1) errors.name = 'Scheme name is required';
  if (!form.manufacturer) errors.manufacturer = 'Please select a manufacturer';
  if (!form.bodyColor) errors.bodyColor = 'Please select a body color';
  if (!form.trimColor) errors.trimColor = 'Please select a trim color';
  if (!form.accentColor) errors.accentColor = 'Please select an accent color';
  return errors;
}

/** The creation payload; the scheme code is 'HOA-' and a timestamp (SPEC §3). */
export function toPayload(
  form: SchemeForm,
  choices: ColorChoice[],
  now: number = Date.now(),
): CreateCustomSchemePayload {
  const pick = (value: string) => {
    const choice = choices.find((c) => c.value === value);
    if (!choice) throw new Error('Unknown color option');
    return choice;
  };
  const body = pick(form.bodyColor);
  const trim = pick(form.trimColor);
  const accent = pick(form.accentColor);
  return {
    name: form.name.trim(),
    schemeCode: `HOA-${now}`,
    bodyColor: body.rgb,
    bodyColorCode: body.code,
    trimColor: trim.rgb,
    trimColorCode: trim.code,
    accentColor: accent.rgb,
    accentColorCode: accent.code,
    manufacturer: form.manufacturer,
  };
}
