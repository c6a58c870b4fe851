/** The admin-edited prompt of an AI service (seeded with defaults at first start). */
export type PromptSource = (
  service: 'imageAnalysis' | 'hoaProcessing' | 'paintGeneration',
) => Promise<{ prompt: string; model: string }>;
