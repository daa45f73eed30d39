/**
 * What the back-office component tests need under jsdom; imported first by each of them.
 * - TextEncoder/TextDecoder: react-router needs them and jsdom lacks them.
 * - react-hotkeys-hook ships ES modules only, which the shared jest web project does not transform; only the
 *   menu's keyboard shortcuts use it, and no test presses them.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

jest.mock('react-hotkeys-hook', () => ({
  useHotkeys: () => ({ current: null }),
  useHotkeysContext: () => ({}),
  HotkeysProvider: ({ children }: { children: unknown }) => children,
  isHotkeyPressed: () => false,
  useRecordHotkeys: () => [new Set(), { start() {}, stop() {}, resetKeys() {}, isRecording: false }],
}));
