/** The AI services whose prompts admins manage (SPEC §2 Admin prompts), with their first texts. */
export const PROMPT_SERVICES = ['imageAnalysis', 'hoaProcessing', 'paintGeneration'] as const;
export type PromptService = (typeof PROMPT_SERVICES)[number];

export type PromptDefinition = {
  service: PromptService;
  model: string;
  description: string;
  prompt: string;
};

export const DEFAULT_PROMPTS: Record<PromptService, PromptDefinition> = {
  imageAnalysis: {
    service: 'imageAnalysis',
    model: 'gpt-4o-mini',
    description:
      'Finds the paintable surfaces of a house photo, their current colours and the architecture style.',
    prompt: [
      'You are an exterior paint consultant looking at a photo of a house.',
      'Identify the paintable surfaces: mainBody (siding, stucco or painted brick walls), trim (window and door casings, corner boards, fascia, soffits, railings) and accents (front door, shutters, garage door).',
      'For each surface you can see, give its current colour as the closest Sherwin-Williams or Benjamin Moore paint, written as code and name, e.g. "SW 7015 Repose Gray", and its hex value.',
      'Also give the architecture style (e.g. Colonial, Craftsman, Ranch, Victorian, Contemporary, Mediterranean) if you can tell.',
      'Answer with JSON only: {"surfaces":{"mainBody":{"currentColor":"…","hex":"#RRGGBB"},"trim":{…},"accents":{…}},"architecture":{"style":"…"}}. Leave out surfaces you cannot see.',
    ].join('\n'),
  },
  hoaProcessing: {
    service: 'hoaProcessing',
    model: 'gpt-4o-mini',
    description:
      'Extracts the approved paint colours (manufacturer, code, name) from the text of an HOA document.',
    prompt: [
      'You read homeowners-association documents and extract every approved exterior paint colour.',
      'For each colour give name, code (e.g. "SW 7015", "HC-172", "2125-30"), manufacturer, the document\'s own words for it as description (with what it may be used for: body, trim, door, shutters) and, if the document gives one, its hex value.',
      'Leave out colours the document forbids. A colour given only by name and hex or RGB has code "".',
      'Answer with JSON only: {"colors":[{"name":"…","code":"…","manufacturer":"…","description":"…","hex":"#RRGGBB"}]}. Use an empty list when the document names no colours.',
    ].join('\n'),
  },
  paintGeneration: {
    service: 'paintGeneration',
    model: 'gpt-image-1',
    description: 'Repaints the house in the photo with the chosen body, trim and accent colours.',
    prompt: [
      'Repaint the exterior of this house. Paint the main body walls {bodyColor}, the trim (window and door casings, corner boards, fascia, soffits) {trimColor} and the accents (front door, shutters, garage door) {accentColor}.',
      'Keep everything else exactly as it is: the same camera angle, lighting, shadows, textures, roof, windows, sky, plants and ground. Photorealistic.',
    ].join('\n'),
  },
};
