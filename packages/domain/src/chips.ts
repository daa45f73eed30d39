/** The colours a status chip may take in both front ends (MUI's palette names); a list so the API document names them. */
export const CHIP_COLORS = ['default', 'primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;
export type ChipColor = (typeof CHIP_COLORS)[number];
