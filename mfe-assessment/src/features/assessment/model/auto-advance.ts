// The visitor's choice to go on to the next question by itself after an answer is picked: off unless
// they switch it on, and remembered in this browser (not part of an assessment, so "Start over" and a
// submission keep it).
export const AUTO_ADVANCE_STORAGE_KEY = 'assessment:auto-advance';
/** Long enough to see the chosen answer highlighted before the next question appears. */
export const AUTO_ADVANCE_DELAY_MS = 700;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): StorageLike | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function loadAutoAdvance(storage: StorageLike | undefined = defaultStorage()): boolean {
  try {
    return storage?.getItem(AUTO_ADVANCE_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function saveAutoAdvance(on: boolean, storage: StorageLike | undefined = defaultStorage()): void {
  try {
    storage?.setItem(AUTO_ADVANCE_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage blocked: the choice holds for this visit only.
  }
}
